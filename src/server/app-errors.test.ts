import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('error shape', () => {
  it('answers an unknown API path with a 404 in the one error shape', async () => {
    const res = await t.request('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: 'not_found', message: 'No API endpoint GET /api/no-such-thing' },
    });
  });

  it('refuses a state-changing request from another origin', async () => {
    const res = await t.request('/api/no-such-thing', {
      method: 'POST',
      json: {},
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    const body = (await res.json()) as { error: { code: string } };
    expect(body.error.code).toBe('forbidden_origin');
  });

  it("refuses a state-changing request from the origin its own Host names, unless that is APP_URL's", async () => {
    // DNS rebinding: a page on rebind.example, resolved to this server, posts to itself.
    const post = (origin: string) =>
      t.app.request(`${origin}/api/account/sign-in`, {
        method: 'POST',
        headers: { origin, host: new URL(origin).host, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'someone@example.com', password: 'whatever-it-is' }),
      });
    const rebound = await post('http://rebind.example:3000');
    expect(rebound.status).toBe(403);
    expect(((await rebound.json()) as { error: { code: string } }).error.code).toBe(
      'forbidden_origin',
    );
    // The app's own origin (APP_URL) gets through to the route (the account does not exist).
    expect((await post('http://localhost:3000')).status).toBe(401);
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; info: { title: string } };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Kidventure API');
  });
});
