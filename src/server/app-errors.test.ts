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

  it('serves the OpenAPI document', async () => {
    const res = await t.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; info: { title: string } };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Kidventure API');
  });
});
