import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { expectJson } from '../../../../tests/test-client';
import type { KidInput } from '../../../shared/schemas/kid';
import { kidProfiles } from '../../db/schema';
import { createKid, signedInParent } from '../../../../tests/factories';
import { expectError } from './kids.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

const fullProfile = {
  name: '  Mia Rose ',
  birthDate: '2018-02-28',
  interests: ['Art', 'Swimming'],
  avatarColor: '#db2777',
  allergies: 'Peanuts',
  schoolGrade: '2nd',
  schoolDistrict: 'North District',
  goodToKnow: 'Shy at first',
  favoriteThings: 'Drawing horses',
  dislikes: 'Loud music',
  emergencyContact: { name: 'Ann Lee', phone: '+1 (416) 555-0100', relationship: 'grandparent' },
} satisfies KidInput;

describe('kid profiles', () => {
  it('creates a profile with every field and reads it back', async () => {
    const { cookie } = await signedInParent(t);
    const res = await t.api({ cookie }).kids.$post({ json: fullProfile });
    const created = await expectJson(res, 201);
    expect(created).toEqual({
      ...fullProfile,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Mia Rose',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    const read = await t.request(`/api/kids/${created.id}`, { cookie });
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual(created);
  });

  it('stores blank optional fields as null and fills the defaults', async () => {
    const { cookie } = await signedInParent(t);
    const kid = await createKid(
      t,
      { cookie },
      { allergies: '  ', schoolGrade: null, dislikes: '' },
    );
    expect(kid).toMatchObject({
      interests: [],
      avatarColor: '#0f766e',
      allergies: null,
      schoolGrade: null,
      schoolDistrict: null,
      goodToKnow: null,
      favoriteThings: null,
      dislikes: null,
      emergencyContact: null,
    });
  });

  it('keeps no emergency contact without a name', async () => {
    const { cookie } = await signedInParent(t);
    const contact = { name: '  ', phone: '+1 416 555 0100', relationship: 'neighbor' as const };
    const kid = await createKid(t, { cookie }, { emergencyContact: contact });
    expect(kid.emergencyContact).toBeNull();
    const [row] = await t.db.select().from(kidProfiles).where(eq(kidProfiles.id, kid.id));
    expect(row).toMatchObject({
      emergencyContactName: null,
      emergencyContactPhone: null,
      emergencyContactRelationship: null,
    });
  });

  it('lists only my kids, by name regardless of case, then by creation', async () => {
    const { cookie } = await signedInParent(t);
    const other = await signedInParent(t);
    await createKid(t, other, { name: 'Aaron' });
    for (const name of ['zoe', 'Ben', 'alice', 'Ben']) await createKid(t, { cookie }, { name });

    const { items } = await expectJson(await t.api({ cookie }).kids.$get(), 200);
    expect(items.map((k) => k.name)).toEqual(['alice', 'Ben', 'Ben', 'zoe']);
    const [first, second] = items.filter((k) => k.name === 'Ben');
    expect(first && second && first.createdAt <= second.createdAt).toBe(true);
  });

  it('replaces the whole profile on update', async () => {
    const { cookie } = await signedInParent(t);
    const api = t.api({ cookie });
    const kid = await expectJson(await api.kids.$post({ json: fullProfile }), 201);

    const res = await api.kids[':id'].$put({
      param: { id: kid.id },
      json: { name: 'Mia', birthDate: '2018-03-01', interests: ['Math'], allergies: '' },
    });
    const updated = await expectJson(res, 200);
    expect(updated).toMatchObject({
      id: kid.id,
      name: 'Mia',
      birthDate: '2018-03-01',
      interests: ['Math'],
      avatarColor: '#0f766e',
      allergies: null,
      schoolGrade: null,
      goodToKnow: null,
      emergencyContact: null,
      createdAt: kid.createdAt,
    });
    expect(updated.updatedAt >= kid.updatedAt).toBe(true);
    expect(await (await t.request(`/api/kids/${kid.id}`, { cookie })).json()).toEqual(updated);
  });

  it('deletes a profile', async () => {
    const { cookie } = await signedInParent(t);
    const kid = await createKid(t, { cookie });
    const res = await t.request(`/api/kids/${kid.id}`, { cookie, method: 'DELETE' });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    await expectError(
      await t.request(`/api/kids/${kid.id}`, { cookie }),
      404,
      'kid_not_found',
      'Child not found',
    );
    const again = await t.request(`/api/kids/${kid.id}`, { cookie, method: 'DELETE' });
    expect(again.status).toBe(404);
  });
});
