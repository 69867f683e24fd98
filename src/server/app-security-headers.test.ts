import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/test-app';
import { createWebRoot, type WebRoot } from '../../tests/web-root';
import { tileSource } from './lib/security-headers';

/** Every answer, page or data, tells the browser what the app may load and who may frame it. */

let t: TestApp;
let webRoot: WebRoot;

beforeAll(async () => {
  webRoot = createWebRoot({ 'index.html': '<!doctype html><title>Kidventure</title>' });
  t = await createTestApp({}, { webRoot: webRoot.dir });
});

afterAll(async () => {
  await t?.close();
  webRoot.remove();
});

/** The policy as directive → sources. */
function csp(res: Response): Map<string, string[]> {
  const header = res.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources] as const)
      .filter(([name]) => name),
  );
}

describe('security headers', () => {
  it('sends a strict policy with the page: own scripts plus a fresh nonce, no plugins, no framing', async () => {
    const first = await t.request('/discover');
    const second = await t.request('/discover');
    expect(first.status).toBe(200);
    const policy = csp(first);
    const scripts = policy.get('script-src') ?? [];
    expect(scripts[0]).toBe("'self'");
    expect(scripts[1]).toMatch(/^'nonce-[A-Za-z0-9+/=]{20,}'$/);
    expect(csp(second).get('script-src')?.[1]).not.toBe(scripts[1]);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    // Map tiles come through the app's own /map-tiles route: images from no other host.
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(first.headers.get('permissions-policy')).toContain('geolocation=(self)');
    expect(first.headers.get('x-frame-options')).toBe('DENY');
  });

  it('sends the same headers with API answers, errors included, with no nonce to make', async () => {
    for (const res of [await t.request('/api/me'), await t.request('/api/no-such-thing')]) {
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(csp(res).get('script-src')).toEqual(["'self'"]);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('sends HSTS only when the app is served over https', async () => {
    expect((await t.request('/api/me')).headers.get('strict-transport-security')).toBeNull();
    const secure = await createTestApp({ APP_URL: 'https://kidventure.example' });
    try {
      const res = await secure.app.request('https://kidventure.example/api/me');
      expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=31536000/);
    } finally {
      await secure.close();
    }
  });

  it('allows the configured tile host in img-src', async () => {
    const own = await createTestApp({
      VITE_MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png',
    });
    try {
      const res = await own.request('/api/me');
      expect(csp(res).get('img-src')).toContain('https://tiles.example.org');
      expect(csp(res).get('img-src')).not.toContain('https://*.tile.openstreetmap.org');
    } finally {
      await own.close();
    }
  });

  it('reads tile templates into CSP sources, and refuses to widen the policy on odd ones', () => {
    expect(tileSource('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.openstreetmap.org',
    );
    expect(tileSource('http://localhost:8080/tiles/{z}/{x}/{y}.png')).toBe('http://localhost:8080');
    expect(tileSource('https://evil.example; script-src *')).toBeNull();
    expect(tileSource('/tiles/{z}/{x}/{y}.png')).toBeNull();
  });
});

describe('request ids', () => {
  it('keeps a short, plain id a client sends and echoes it', async () => {
    const res = await t.request('/api/me', { headers: { 'x-request-id': 'checkout-42_a=b' } });
    expect(res.headers.get('x-request-id')).toBe('checkout-42_a=b');
  });

  it('replaces an id that is too long or carries other characters with a fresh one', async () => {
    for (const sent of ['x'.repeat(65), 'abc\tdef', 'a b', '{"level":"fatal"}', 'é']) {
      const res = await t.request('/api/me', { headers: { 'x-request-id': sent } });
      const id = res.headers.get('x-request-id');
      expect(id).not.toBe(sent);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('gives every request without one its own id', async () => {
    const a = (await t.request('/api/me')).headers.get('x-request-id');
    const b = (await t.request('/api/me')).headers.get('x-request-id');
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(a).not.toBe(b);
  });
});
