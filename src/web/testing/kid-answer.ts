import { format, subDays, subYears } from 'date-fns';
import type { InferResponseType } from 'hono/client';
import type { api } from '../lib/api-client';

/** A birth date that makes a child `years` old today (their birthday was a few days ago). */
export const bornYearsAgo = (years: number) =>
  format(subDays(subYears(new Date(), years), 10), 'yyyy-MM-dd');

/** A kid as the server's contract types GET /api/kids/:id's answer. */
export type KidAnswer = InferResponseType<(typeof api.kids)[':id']['$get'], 200>;

/** A kid as GET /api/kids/:id answers it. */
export function kidAnswer(overrides: Partial<KidAnswer> = {}): KidAnswer {
  return {
    id: 'kid-1',
    name: 'Mia Rose',
    birthDate: bornYearsAgo(7),
    interests: [],
    avatarColor: '#0f766e',
    allergies: null,
    schoolGrade: null,
    schoolDistrict: null,
    goodToKnow: null,
    favoriteThings: null,
    dislikes: null,
    emergencyContact: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}
