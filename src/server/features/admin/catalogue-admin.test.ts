import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { activityRowsOf, catalogueFile } from './catalogue-file.fixture';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsOf = (slug: string) => activityRowsOf(t.db, slug);

describe('admin API', () => {
  const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

  it('refuses a missing or wrong bearer token with 401', async () => {
    const file = catalogueFile('no-auth');
    const none = await t.request('/api/admin/catalogue/import', { json: file });
    expect(none.status).toBe(401);
    expect(((await none.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
    const wrong = await t.app.request('http://localhost:3000/api/admin/catalogue/import', {
      method: 'POST',
      headers: { ...bearer('not-the-secret'), 'content-type': 'application/json' },
      body: JSON.stringify(file),
    });
    expect(wrong.status).toBe(401);
    const seed = await t.request('/api/admin/catalogue/seed', {
      method: 'POST',
      headers: bearer('x'),
    });
    expect(seed.status).toBe(401);
    expect(await rowsOf('no-auth')).toEqual([]);
  });

  it('imports with the admin secret, without a browser Origin', async () => {
    const res = await t.app.request('http://localhost:3000/api/admin/catalogue/import', {
      method: 'POST',
      headers: { ...bearer('test-admin-secret'), 'content-type': 'application/json' },
      body: JSON.stringify(catalogueFile('with-auth')),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      providers: { created: 1, updated: 0 },
      activities: { created: 3, updated: 0 },
    });
  });

  it('rejects an invalid file whole with 400 and writes nothing', async () => {
    const file = catalogueFile('api-bad');
    const bad = {
      ...file,
      activities: [file.activities[0], { ...file.activities[1], ageMin: -1 }],
    };
    const res = await t.request('/api/admin/catalogue/import', {
      json: bad,
      headers: bearer('test-admin-secret'),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; details: { path: string }[] } };
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.details.map((d) => d.path)).toEqual(['activities.1.ageMin']);
    expect(await rowsOf('api-bad')).toEqual([]);
  });

  it('tops up the demo catalogue', async () => {
    const res = await t.request('/api/admin/catalogue/seed', {
      method: 'POST',
      headers: bearer('test-admin-secret'),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { providers: number; inserted: number; upcoming: number };
    expect(body.providers).toBeGreaterThanOrEqual(25);
    expect(body.inserted).toBeGreaterThanOrEqual(300);
  });
});
