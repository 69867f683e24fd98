import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { expectJson } from '../../../../tests/test-client';
import type { OnboardingKidsInput } from '../../../shared/schemas/kid';
import { kidProfiles } from '../../db/schema';
import { kidInput, signedInParent } from '../../../../tests/factories';
import { expectError } from './kids.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

describe('onboarding batch', () => {
  it('creates every child with its own avatar colour', async () => {
    const { cookie } = await signedInParent(t);
    const kids: OnboardingKidsInput['kids'] = [
      { name: 'Leo', birthDate: '2020-01-01', interests: ['Sports'], allergies: 'Dust' },
      { name: 'Ana', birthDate: '2017-05-05', interests: [], allergies: '' },
    ];
    const res = await t.api({ cookie }).kids.batch.$post({ json: { kids } });
    const { items } = await expectJson(res, 201);
    expect(items).toMatchObject([
      { name: 'Leo', interests: ['Sports'], allergies: 'Dust', avatarColor: '#0f766e' },
      { name: 'Ana', interests: [], allergies: null, avatarColor: '#2563eb' },
    ]);
    const list = await expectJson(await t.api({ cookie }).kids.$get(), 200);
    expect(list.items.map((k) => k.name)).toEqual(['Ana', 'Leo']);
  });

  it('stores none when one child is invalid', async () => {
    const { cookie, userId } = await signedInParent(t);
    const kids = [kidInput({ name: 'Leo' }), kidInput({ name: 'Ana', birthDate: '2999-01-01' })];
    const res = await t.request('/api/kids/batch', { cookie, json: { kids } });
    const body = await expectError(
      res,
      400,
      'validation_failed',
      'kids.1.birthDate: Date of birth cannot be in the future',
    );
    expect(body.error.details).toEqual([
      { path: 'kids.1.birthDate', message: 'Date of birth cannot be in the future' },
    ]);
    const rows = await t.db.select().from(kidProfiles).where(eq(kidProfiles.userId, userId));
    expect(rows).toEqual([]);
  });

  it('stores none when the database refuses one child', async () => {
    const { cookie, userId } = await signedInParent(t);
    // Valid JSON and valid per the schema, but PostgreSQL text cannot hold a NUL character.
    const kids = [kidInput({ name: 'Leo' }), kidInput({ name: 'A\u0000na' })];
    const res = await t.request('/api/kids/batch', { cookie, json: { kids } });
    await expectError(
      res,
      400,
      'validation_failed',
      'Some text contains characters that cannot be saved. Please remove them and try again.',
    );
    const rows = await t.db.select().from(kidProfiles).where(eq(kidProfiles.userId, userId));
    expect(rows).toEqual([]);
  });
});
