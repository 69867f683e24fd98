import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { DELETE_CONFIRMATION_MISMATCH } from '../../../shared/schemas/settings';
import { outboxMessages, profiles } from '../../db/schema';
import { expectError, getMe, sessionSetCookie, signIn, signUp } from '../../../../tests/accounts';
import {
  insertDocument,
  insertFullKid,
  insertMinimalKid,
  rowsReferencingUser,
} from './account-settings.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9, 9, 9, 9]);

/** Files under the uploads folder, as storage keys ('avatars/<uuid>.png'). */
function storedFiles(): string[] {
  if (!fs.existsSync(t.uploadsDir)) return [];
  return fs
    .readdirSync(t.uploadsDir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(t.uploadsDir, path.join(d.parentPath, d.name)))
    .sort();
}

/** A parent with a profile, a photo, preferences, two kids, documents, a reset mail pending. */
async function parentWithEverything(email: string) {
  const { cookie, user } = await signUp(t, email);
  await t.request('/api/profile', { method: 'PATCH', json: { firstName: 'Pat' }, cookie });
  const form = new FormData();
  form.append('file', new File([PNG], 'me.png', { type: 'image/png' }));
  expect((await t.request('/api/profile/avatar', { method: 'PUT', form, cookie })).status).toBe(
    200,
  );
  await t.request('/api/preferences', {
    method: 'PUT',
    cookie,
    json: {
      activityTypes: ['Music'],
      preferredDays: [],
      preferredTimes: [],
      maxDistance: 10,
      ageRange: { min: 0, max: 12 },
      enableNotifications: true,
    },
  });
  const kid = await insertFullKid(t, user.id);
  const other = await insertMinimalKid(t, user.id);
  const docs = [
    await insertDocument(t, user.id, kid.id, 'Form A'),
    await insertDocument(t, user.id, other.id, 'Form B'),
  ];
  await t.request('/api/account/forgot-password', { json: { email } });
  await t.settled(); // the reset token and mail are written after the answer
  const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user.id));
  const keys = [profile?.avatarKey ?? '', ...docs.map((d) => d.storageKey)];
  return { cookie, user, keys };
}

describe('POST /api/account/delete', () => {
  it('refuses a confirmation that is not the account e-mail and keeps everything', async () => {
    const { cookie, user, keys } = await parentWithEverything('keep-me@example.com');
    for (const confirmEmail of ['someone@example.com', 'keep-me@example.co', '']) {
      const res = await t.request('/api/account/delete', { json: { confirmEmail }, cookie });
      await expectError(res, 400, 'confirmation_mismatch', DELETE_CONFIRMATION_MISMATCH);
    }
    const missing = await t.request('/api/account/delete', { json: {}, cookie });
    await expectError(missing, 400, 'confirmation_mismatch', DELETE_CONFIRMATION_MISMATCH);
    expect((await getMe(t, cookie)).user?.id).toBe(user.id);
    expect(storedFiles()).toEqual(expect.arrayContaining(keys));

    // The address typed exactly (any case) then works.
    const ok = await t.request('/api/account/delete', {
      json: { confirmEmail: 'KEEP-ME@example.com' },
      cookie,
    });
    expect(ok.status).toBe(200);
    expect(storedFiles()).toEqual([]);
  });

  it('removes the user, every row and every file, and ends the session', async () => {
    const keeper = await parentWithEverything('stays@example.com');
    const { cookie, user, keys } = await parentWithEverything('leaving@example.com');
    const filesBefore = storedFiles();
    expect(filesBefore).toEqual(expect.arrayContaining([...keys, ...keeper.keys]));
    const before = await rowsReferencingUser(t, user.id);
    expect(Object.values(before).filter((n) => n > 0).length).toBeGreaterThanOrEqual(8);

    const res = await t.request('/api/account/delete', {
      json: { confirmEmail: '  Leaving@Example.COM ' },
      cookie,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(sessionSetCookie(res)).toMatch(/^kidventure\.session_token=;.*Max-Age=0/);

    const after = await rowsReferencingUser(t, user.id);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    const mail = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, 'leaving@example.com'));
    expect(mail).toEqual([]);
    expect(storedFiles()).toEqual(filesBefore.filter((file) => !keys.includes(file)));
    expect(storedFiles()).toEqual(expect.arrayContaining(keeper.keys));

    expect((await getMe(t, cookie)).user).toBeNull();
    await expectError(
      await t.request('/api/profile', { cookie }),
      401,
      'unauthorized',
      'User not authenticated',
    );
    expect((await signIn(t, 'leaving@example.com')).status).toBe(401);

    // The other parent is untouched.
    expect((await getMe(t, keeper.cookie)).user?.id).toBe(keeper.user.id);
    const kept = await rowsReferencingUser(t, keeper.user.id);
    expect(kept['kid_profiles.user_id']).toBe(2);
    expect(kept['kid_documents.user_id']).toBe(2);

    await t.request('/api/account/delete', {
      json: { confirmEmail: 'stays@example.com' },
      cookie: keeper.cookie,
    });
    expect(storedFiles()).toEqual(
      filesBefore.filter((f) => ![...keys, ...keeper.keys].includes(f)),
    );
  });

  it('lets the same address sign up again afterwards', async () => {
    const { cookie } = await signUp(t, 'again@example.com');
    await t.request('/api/account/delete', { json: { confirmEmail: 'again@example.com' }, cookie });
    const { cookie: fresh } = await signUp(t, 'again@example.com');
    const res = await t.request('/api/preferences', { cookie: fresh });
    expect(await res.json()).toMatchObject({ saved: false });
  });
});
