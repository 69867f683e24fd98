import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../tests/accounts';
import { createTestApp, type TestApp } from '../../tests/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('text the database cannot store', () => {
  it('answers 400 with a message, not a 500, and changes nothing', async () => {
    const { cookie } = await signUp(t, 'nul@example.com');
    const res = await t.request('/api/profile', {
      method: 'PATCH',
      json: { firstName: 'A\u0000b', region: 'Toronto' },
      cookie,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: 'validation_failed',
        message:
          'Some text contains characters that cannot be saved. Please remove them and try again.',
      },
    });
    const profile = (await (await t.request('/api/profile', { cookie })).json()) as {
      firstName: string | null;
      region: string | null;
    };
    expect(profile).toMatchObject({ firstName: null, region: null });
  });
});
