import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { AVATAR_MAX_BYTES } from '../../../shared/file-types';
import { profiles } from '../../db/schema';
import { expectError, getMe, signUp } from '../../../../tests/accounts';
import { AVATAR_TOO_LARGE_MESSAGE, UNSUPPORTED_AVATAR_MESSAGE } from './avatar.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

const bytes = (head: number[], size = 64) => {
  const out = new Uint8Array(size);
  out.set(head);
  return out;
};
const ascii = (s: string) => [...s].map((ch) => ch.charCodeAt(0));
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 7, 7]);
const GIF = bytes(ascii('GIF89a'));
const WEBP = bytes([...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBP')]);
const PDF = bytes(ascii('%PDF-1.7'));

const upload = (
  cookie: string,
  data: Uint8Array<ArrayBuffer> | string,
  name = 'me.png',
  type = 'image/png',
) => {
  const form = new FormData();
  form.append('file', typeof data === 'string' ? data : new File([data], name, { type }));
  return t.request('/api/profile/avatar', { method: 'PUT', form, cookie });
};
const storedAvatars = () => {
  const dir = path.join(t.uploadsDir, 'avatars');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};
const avatarKey = async (userId: string) =>
  (await t.db.select({ key: profiles.avatarKey }).from(profiles).where(eq(profiles.id, userId)))[0]
    ?.key ?? null;

describe('the avatar', () => {
  it('stores a PNG, serves it to its owner only, replaces it and removes the old file', async () => {
    const { cookie, user } = await signUp(t, 'photo@example.com');
    const res = await upload(cookie, PNG);
    expect(res.status).toBe(200);
    const profile = (await res.json()) as { avatarUrl: string };
    expect(profile.avatarUrl).toMatch(/^\/api\/profile\/avatar\?v=\d+$/);
    expect((await getMe(t, cookie)).profile?.avatarUrl).toBe(profile.avatarUrl);
    const firstKey = await avatarKey(user.id);
    expect(firstKey).toMatch(/^avatars\/[0-9a-f-]{36}\.png$/);

    const image = await t.request(profile.avatarUrl, { cookie });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toMatch(/^private/);
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
    const etag = image.headers.get('etag') ?? '';
    const cached = await t.request('/api/profile/avatar', {
      cookie,
      headers: { 'if-none-match': etag },
    });
    expect(cached.status).toBe(304);

    // Another parent asking for "the avatar" only ever gets their own (none).
    const other = await signUp(t, 'photo-other@example.com');
    await expectError(
      await t.request('/api/profile/avatar', { cookie: other.cookie }),
      404,
      'not_found',
      'No photo has been uploaded',
    );
    expect(
      (await t.request('/api/profile/avatar', { method: 'DELETE', cookie: other.cookie })).status,
    ).toBe(200);
    expect(await avatarKey(user.id)).toBe(firstKey);

    const replaced = await upload(cookie, JPEG, 'me.jpg', 'image/jpeg');
    expect(replaced.status).toBe(200);
    const secondKey = await avatarKey(user.id);
    expect(secondKey).toMatch(/\.jpg$/);
    expect(storedAvatars()).toEqual([path.basename(secondKey ?? '')]);
    const jpeg = await t.request('/api/profile/avatar', { cookie });
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');

    const removed = await t.request('/api/profile/avatar', { method: 'DELETE', cookie });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toMatchObject({ avatarUrl: null });
    expect(storedAvatars()).toEqual([]);
    expect((await t.request('/api/profile/avatar', { cookie })).status).toBe(404);
    expect((await t.request('/api/profile/avatar', { method: 'DELETE', cookie })).status).toBe(200);
  });

  it.each([
    ['GIF', GIF, 'image/gif'],
    ['WebP', WEBP, 'image/webp'],
  ])('accepts a %s', async (_label, data, type) => {
    const { cookie, user } = await signUp(t, `photo-${type.slice(6)}@example.com`);
    expect((await upload(cookie, data, 'x', 'application/octet-stream')).status).toBe(200);
    const image = await t.request('/api/profile/avatar', { cookie });
    expect(image.headers.get('content-type')).toBe(type);
    await t.request('/api/profile/avatar', { method: 'DELETE', cookie });
    expect(await avatarKey(user.id)).toBeNull();
  });

  it.each([
    ['a PDF named .png', PDF, 'me.png', 'image/png'],
    ['text named .jpg', new TextEncoder().encode('hello, not an image'), 'me.jpg', 'image/jpeg'],
    [
      'an SVG',
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'a.svg',
      'image/svg+xml',
    ],
  ])('refuses %s with 415 and stores nothing', async (_label, data, name, type) => {
    const { cookie, user } = await signUp(
      t,
      `disguised-${Math.random().toString(36).slice(2)}@example.com`,
    );
    await expectError(
      await upload(cookie, data, name, type),
      415,
      'unsupported_file_type',
      UNSUPPORTED_AVATAR_MESSAGE,
    );
    expect(await avatarKey(user.id)).toBeNull();
    expect(storedAvatars()).toEqual([]);
  });

  it('refuses a photo over 5 MB with 413, and a body far over it too', async () => {
    const { cookie, user } = await signUp(t, 'big@example.com');
    const justOver = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], AVATAR_MAX_BYTES + 1);
    await expectError(
      await upload(cookie, justOver),
      413,
      'payload_too_large',
      AVATAR_TOO_LARGE_MESSAGE,
    );
    const huge = bytes([0x89, 0x50, 0x4e, 0x47], AVATAR_MAX_BYTES + 2 * 1024 * 1024);
    const res = await upload(cookie, huge);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      'payload_too_large',
    );
    expect(await avatarKey(user.id)).toBeNull();
    expect(storedAvatars()).toEqual([]);
  });

  it('refuses a missing, empty or non-file field with 400, and a JSON body without a 500', async () => {
    const { cookie } = await signUp(t, 'nofile@example.com');
    const empty = await t.request('/api/profile/avatar', {
      method: 'PUT',
      form: new FormData(),
      cookie,
    });
    await expectError(empty, 400, 'validation_failed', 'Please choose a photo to upload.');
    await expectError(
      await upload(cookie, new Uint8Array(0)),
      400,
      'validation_failed',
      'Please choose a photo to upload.',
    );
    await expectError(
      await upload(cookie, 'just text'),
      400,
      'validation_failed',
      'Please choose a photo to upload.',
    );
    const json = await t.request('/api/profile/avatar', {
      method: 'PUT',
      json: { file: 'x' },
      cookie,
    });
    expect(json.status).toBeGreaterThanOrEqual(400);
    expect(json.status).toBeLessThan(500);
  });

  it('leaves no file behind when the profile row cannot take the new key', async () => {
    const { cookie, user } = await signUp(t, 'norow@example.com');
    await t.db.delete(profiles).where(eq(profiles.id, user.id));
    await expectError(await upload(cookie, PNG), 404, 'not_found', 'Profile not found');
    expect(storedAvatars()).toEqual([]);
  });
});
