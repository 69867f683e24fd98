import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/test-app';
import { createWebRoot, type WebRoot } from '../../tests/web-root';
import { createActivity } from '../../tests/factories';
import { COMPRESS_MIN_BYTES } from './lib/compression';

/** Pages and data reach a phone compressed: built files as stored, everything else on the fly. */

const SCRIPT = `console.log(${JSON.stringify('kidventure '.repeat(300))});`;
const SCRIPT_BR = Buffer.from('brotli bytes as the build wrote them');

let t: TestApp;
let webRoot: WebRoot;

beforeAll(async () => {
  webRoot = createWebRoot({
    'index.html': `<!doctype html><title>Kidventure</title>${'<!-- filler -->'.repeat(100)}`,
    'assets/index-abc123.js': SCRIPT,
    'assets/index-abc123.js.br': SCRIPT_BR,
    'images/swimming-1.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
  t = await createTestApp({}, { webRoot: webRoot.dir });
  // Enough activities for the list's JSON to be worth compressing.
  for (let i = 0; i < 5; i++) await createActivity(t.db);
});

afterAll(async () => {
  await t?.close();
  webRoot.remove();
});

describe('compression', () => {
  it('serves the build’s Brotli copy of a script to a browser that accepts it', async () => {
    const res = await t.request('/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(SCRIPT_BR);
  });

  it('serves the plain script to a client that accepts no compression', async () => {
    const res = await t.request('/assets/index-abc123.js');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe(SCRIPT);
  });

  it('gzips JSON answers and the app page on the fly', async () => {
    for (const url of ['/api/activities?limit=20', '/activities']) {
      const res = await t.request(url, { headers: { 'accept-encoding': 'gzip' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe('gzip');
      const text = gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8');
      expect(text.length).toBeGreaterThan(0);
    }
  });

  it('says a JSON read varies with Accept-Encoding, also to a client that takes no gzip', async () => {
    for (const encoding of ['gzip', 'identity']) {
      const res = await t.request('/api/activities?limit=20', {
        headers: { 'accept-encoding': encoding },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding === 'gzip' ? 'gzip' : null);
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    }
  });

  it('sends a short JSON read as it is, with its length', async () => {
    const res = await t.request('/api/activities?limit=1&q=no-such-activity', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    const text = await res.text();
    expect(text.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(JSON.parse(text)).toMatchObject({ items: [] });
  });

  it('leaves the short answers to writes and API errors uncompressed', async () => {
    const write = await t.request('/api/account/sign-in', {
      json: { email: 'nobody@example.com', password: 'not the password' },
      headers: { 'accept-encoding': 'gzip' },
    });
    const missing = await t.request('/api/no-such-route', {
      headers: { 'accept-encoding': 'gzip' },
    });
    for (const res of [write, missing]) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect((await res.json()).error.code).toEqual(expect.any(String));
    }
  });

  it('lets browsers keep the bundled illustrations for a day', async () => {
    const res = await t.request('/images/swimming-1.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
  });
});
