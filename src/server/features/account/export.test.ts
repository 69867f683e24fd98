import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { accounts, kidProfiles, sessions } from '../../db/schema';
import { signUp } from '../../../../tests/accounts';
import { notify } from '../../lib/notify';
import type { AccountExport } from './account-export.schema';
import { insertDocument, insertFullKid, insertMinimalKid } from './account-settings.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe('GET /api/account/export', () => {
  it('downloads the account, profile, preferences and every kid field with document metadata', async () => {
    const { cookie, user } = await signUp(t, 'export@example.com', { phone: '+1 416 555 0100' });
    await t.request('/api/profile', {
      method: 'PATCH',
      json: { firstName: 'Dana', birthDate: '1986-03-04', region: 'Toronto, Ontario' },
      cookie,
    });
    const form = new FormData();
    form.append('file', new File([PNG], 'me.png', { type: 'image/png' }));
    await t.request('/api/profile/avatar', { method: 'PUT', form, cookie });
    const prefs = {
      activityTypes: ['Music'],
      preferredDays: ['Monday'],
      preferredTimes: ['After School'],
      maxDistance: 15,
      ageRange: { min: 3, max: 8 },
      enableNotifications: true,
    };
    await t.request('/api/preferences', { method: 'PUT', json: prefs, cookie });
    const location = { lat: 43.6465, lng: -79.4637, label: 'High Park, Toronto' };
    await t.request('/api/profile/location', { method: 'PUT', json: location, cookie });
    const paletteEntry = {
      sessionId: 'c0ffee00-1234-4abc-8def-000000000002',
      searchType: 'search_palette',
      searchInput: 'swim',
      responseSummary: 'Selected activity from search results',
      usedRecommendation: true,
      deviceInfo: { userAgent: 'Mozilla/5.0', platform: 'MacIntel', language: 'en-CA' },
    };
    await t.request('/api/boredombot/logs', { json: paletteEntry, cookie });
    const maya = await insertFullKid(t, user.id);
    const leo = await insertMinimalKid(t, user.id);
    const doc = await insertDocument(t, user.id, maya.id, 'Medical form');
    const other = await signUp(t, 'export-other@example.com');
    await insertFullKid(t, other.user.id, 'Not Mine');
    await t.request('/api/boredombot/logs', {
      json: { ...paletteEntry, searchInput: 'Not Mine either' },
      cookie: other.cookie,
    });

    const res = await t.request('/api/account/export', { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="kidventure-export-${new Date().toISOString().slice(0, 10)}.json"`,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    const data = JSON.parse(text) as AccountExport;

    expect(data.account).toMatchObject({
      id: user.id,
      email: user.email,
      phone: '+1 416 555 0100',
    });
    expect(data.signInMethods).toEqual([
      { providerId: 'credential', createdAt: expect.any(String) },
    ]);
    expect(data.sessions).toHaveLength(1);
    expect(data.profile).toMatchObject({
      firstName: 'Dana',
      birthDate: '1986-03-04',
      region: 'Toronto, Ontario',
      hasAvatar: true,
      discoverable: false,
      notificationsEnabled: true,
      location: { ...location, fromRegion: false },
    });
    expect(data.paletteLogs).toEqual([{ ...paletteEntry, createdAt: expect.any(String) }]);
    expect(data.profile?.termsAcceptedAt).toEqual(expect.any(String));
    expect(data.preferences).toMatchObject({
      activityTypes: ['Music'],
      preferredDays: ['Monday'],
      preferredTimes: ['After School'],
      maxDistance: 15,
      ageRange: { min: 3, max: 8 },
    });

    // Every column of kid_profiles (but the owner id) is in the export.
    const [row] = await t.db.select().from(kidProfiles).where(eq(kidProfiles.id, maya.id));
    expect(data.kids.map((k) => k.name)).toEqual(['Leo', 'Maya']);
    expect(data.kids[1]).toEqual({
      id: row?.id,
      name: 'Maya',
      birthDate: '2018-06-01',
      interests: ['Art', 'Swimming'],
      avatarColor: '#7c3aed',
      allergies: 'Peanuts',
      schoolGrade: '1st',
      schoolDistrict: 'Toronto District',
      goodToKnow: 'Shy at first',
      favoriteThings: 'Dinosaurs',
      dislikes: 'Loud noises',
      emergencyContact: {
        name: 'Grandma Rose',
        phone: '+1 416 555 0199',
        relationship: 'grandparent',
      },
      createdAt: row?.createdAt.toISOString(),
      updatedAt: row?.updatedAt.toISOString(),
      documents: [
        {
          id: doc.id,
          name: 'Medical form',
          type: 'application/pdf',
          sizeBytes: doc.sizeBytes,
          uploadDate: doc.uploadedAt.toISOString(),
        },
      ],
    });
    const exportedKeys = Object.keys(data.kids[1] ?? {});
    const columns = Object.keys(row ?? {}).filter(
      (k) => k !== 'userId' && !k.startsWith('emergencyContact'),
    );
    expect(exportedKeys).toEqual(expect.arrayContaining([...columns, 'emergencyContact']));
    expect(data.kids[0]).toMatchObject({
      id: leo.id,
      allergies: null,
      emergencyContact: null,
      documents: [],
    });

    // No secrets: no password hash, no session token, no storage key.
    const [credential] = await t.db.select().from(accounts).where(eq(accounts.userId, user.id));
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(credential?.password).toBeTruthy();
    expect(text).not.toContain(credential?.password ?? 'x');
    expect(text).not.toContain(session?.token ?? 'x');
    expect(text).not.toContain(doc.storageKey);
    expect(text).not.toMatch(/password|token|storageKey|avatarKey/i);
    expect(text).not.toContain('Not Mine');
    expect(data.exportedAt.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
  });

  it('exports a fresh account with no preferences and no kids', async () => {
    const { cookie } = await signUp(t, 'export-empty@example.com');
    const data = (await (
      await t.request('/api/account/export', { cookie })
    ).json()) as AccountExport;
    expect(data.preferences).toBeNull();
    expect(data.kids).toEqual([]);
    expect(data.profile).toMatchObject({ firstName: null, hasAvatar: false, location: null });
    expect(data.paletteLogs).toEqual([]);
    expect(data.notifications).toEqual({
      items: [],
      settings: null,
      pushDevices: [],
      savedSearches: [],
    });
  });

  it('exports what the parent was told and how they chose to hear of it', async () => {
    const { cookie, user } = await signUp(t, 'export-notices@example.com');
    await t.request('/api/notifications/settings', {
      method: 'PATCH',
      cookie,
      json: { quietHours: false, timeZone: 'America/Halifax' },
    });
    await t.db.transaction((tx) =>
      notify(tx, [
        {
          userId: user.id,
          kind: 'comment',
          title: 'Sam liked your comment',
          body: 'Hi',
          link: '/',
        },
      ]),
    );
    await t.request('/api/saved-searches', {
      cookie,
      json: {
        source: 'finder',
        query: { q: 'pottery' },
        label: 'pottery',
        link: '/boredom-bot?prompt=pottery',
      },
    });
    const data = (await (
      await t.request('/api/account/export', { cookie })
    ).json()) as AccountExport;
    expect(data.notifications.savedSearches).toEqual([
      {
        source: 'finder',
        label: 'pottery',
        link: '/boredom-bot?prompt=pottery',
        query: { q: 'pottery' },
        createdAt: expect.any(String),
      },
    ]);
    expect(data.notifications.items).toEqual([
      {
        kind: 'comment',
        title: 'Sam liked your comment',
        body: 'Hi',
        link: '/',
        createdAt: expect.any(String),
        readAt: null,
      },
    ]);
    expect(data.notifications.settings).toMatchObject({
      quietHours: false,
      timeZone: 'America/Halifax',
    });
  });
});
