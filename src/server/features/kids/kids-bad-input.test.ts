import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../../tests/test-app';
import { createKid, kidInput, signedInParent } from '../../../../tests/factories';

/** Whatever a client sends, the answer is a 4xx in the one error shape: never a 500. */

let t: TestApp;
let cookie: string;
let kidId: string;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  cookie = (await signedInParent(t)).cookie;
  kidId = (await createKid(t, { cookie })).id;
});
afterAll(() => t.close());

type ErrorJson = { error: { code: string; message: string } };

async function expectClientError(res: Response, status?: number) {
  if (status) expect(res.status).toBe(status);
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  const body = (await res.json()) as ErrorJson;
  expect(body.error.code).toEqual(expect.any(String));
  expect(body.error.message).toEqual(expect.any(String));
  return body;
}

/** A request with a raw body, as a buggy or hostile client might send. */
const raw = (path: string, method: string, body: string, contentType = 'application/json') =>
  t.app.request(`${TEST_ORIGIN}${path}`, {
    method,
    headers: { origin: TEST_ORIGIN, cookie, 'content-type': contentType },
    body,
  });

describe('bodies that are not what the route expects', () => {
  it.each([
    ['POST', '/api/kids'],
    ['POST', '/api/kids/batch'],
    ['PUT', '/api/kids/:id'],
  ])('%s %s: malformed JSON → 400', async (method, path) => {
    const res = await raw(path.replace(':id', kidId), method, '{"name": "Mia", ');
    const body = await expectClientError(res, 400);
    expect(body.error.message).toBe('Malformed JSON in request body');
  });

  it.each([
    ['null', null],
    ['an array', [kidInput()]],
    ['a string', 'Mia'],
    ['a number name', kidInput({ name: 42 })],
    ['interests as a string', kidInput({ interests: 'Art' })],
    ['a numeric birth date', kidInput({ birthDate: 20190402 })],
    ['a contact as a string', kidInput({ emergencyContact: 'Ann' })],
    ['a boolean grade', kidInput({ schoolGrade: true })],
    ['an unknown colour', kidInput({ avatarColor: 'red' })],
    ['a huge name', kidInput({ name: 'M'.repeat(100_000) })],
    ['huge notes', kidInput({ goodToKnow: 'x'.repeat(500_000) })],
    ['hundreds of interests', kidInput({ interests: Array(500).fill('Art') })],
  ])('POST and PUT with %s → 400', async (_label, json) => {
    await expectClientError(await t.request('/api/kids', { cookie, json }), 400);
    const put = await t.request(`/api/kids/${kidId}`, { cookie, json, method: 'PUT' });
    await expectClientError(put, 400);
  });

  it.each([
    ['no kids key', {}],
    ['kids as an object', { kids: { name: 'Mia' } }],
    ['thirteen kids', { kids: Array(13).fill(kidInput()) }],
    ['a kid with extra fields only', { kids: [{ favouriteColour: 'red' }] }],
  ])('batch with %s → 400', async (_label, json) => {
    await expectClientError(await t.request('/api/kids/batch', { cookie, json }), 400);
  });

  it('refuses a body over 1 MB with 413', async () => {
    const json = kidInput({ goodToKnow: 'x'.repeat(1_100_000) });
    await expectClientError(await t.request('/api/kids', { cookie, json }), 413);
  });

  it('refuses a form where JSON is expected', async () => {
    const res = await raw('/api/kids', 'POST', 'name=Mia', 'application/x-www-form-urlencoded');
    await expectClientError(res, 415);
  });

  it('refuses JSON where a file upload is expected', async () => {
    const res = await raw(`/api/kids/${kidId}/documents`, 'POST', '{"name":"x"}');
    await expectClientError(res, 415);
  });

  it('refuses a broken multipart body with 400', async () => {
    const res = await raw(
      `/api/kids/${kidId}/documents`,
      'POST',
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-',
      'multipart/form-data; boundary=xyz',
    );
    await expectClientError(res, 400);
  });

  it('ignores fields it does not know and keeps the text safe as text', async () => {
    const name = `<script>alert('x')</script> O'Brien; drop table kid_profiles;--`;
    const res = await t.request('/api/kids', {
      cookie,
      json: kidInput({ name, id: 'chosen-id', userId: 'someone-else', createdAt: 'yesterday' }),
    });
    expect(res.status).toBe(201);
    const kid = (await res.json()) as { id: string; name: string };
    expect(kid.name).toBe(name);
    expect(kid.id).not.toBe('chosen-id');
  });
});

describe('names that show nothing', () => {
  it.each([
    ['zero-width spaces', '\u200B\u200B\u200B'],
    ['a right-to-left override', '\u202E'],
    ['direction isolates and a Hangul filler', '\u2067\u3164\u2069'],
  ])('a kid named with only %s is refused as nameless, and nothing is saved', async (_, name) => {
    const before = (await (await t.request('/api/kids', { cookie })).json()) as unknown[];
    const res = await t.request('/api/kids', { cookie, json: kidInput({ name }) });
    const body = await expectClientError(res, 400);
    expect(body.error.message).toBe('name: Name is required');
    const renamed = await t.request(`/api/kids/${kidId}`, {
      method: 'PUT',
      cookie,
      json: kidInput({ name }),
    });
    expect((await expectClientError(renamed, 400)).error.message).toBe('name: Name is required');
    expect(await (await t.request('/api/kids', { cookie })).json()).toEqual(before);
  });

  it("a parent's first name of only invisible characters is refused", async () => {
    const res = await t.request('/api/profile', {
      method: 'PATCH',
      cookie,
      json: { firstName: '\u200B\u200D\uFEFF' },
    });
    expect((await expectClientError(res, 400)).error.message).toBe(
      'Please enter your first name to continue.',
    );
  });

  it('a list named with only invisible characters is refused', async () => {
    const res = await t.request('/api/collections/lists', {
      cookie,
      json: { name: '\u202E\u202C' },
    });
    expect((await expectClientError(res, 400)).error.code).toBe('validation_failed');
  });
});
