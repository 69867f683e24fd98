import { expect } from 'vitest';
import { localIsoDate } from '../../src/shared/iso-date';
import type { Kid, KidInput } from '../../src/shared/schemas/kid';
import type { TestApp } from '../test-app';
import { expectJson } from '../test-client';

/** A kid of `age` whole years today (birthday a month ago, so the age holds all month). */
export function birthDateForAge(age: number, today = localIsoDate()) {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - age, m - 2, Math.min(d, 28)));
  return date.toISOString().slice(0, 10);
}

/** A kid's form as the web app sends it; overrides may be anything, for the bad-input tests. */
export const kidInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Mia',
  birthDate: '2019-04-02',
  ...overrides,
});

export type KidOverrides = Partial<KidInput> & {
  /** Whole years today (default 6), unless a birthDate is given. */
  age?: number;
};

/** A kid of the parent's, through the kids API: Mia, 6 years old, unless overridden. */
export async function createKid(
  t: TestApp,
  parent: { cookie: string },
  { age = 6, ...overrides }: KidOverrides = {},
): Promise<Kid> {
  const res = await t.api(parent).kids.$post({
    json: { name: 'Mia', birthDate: birthDateForAge(age), ...overrides },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return expectJson(res, 201);
}
