import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { addDays as addIsoDays } from '../src/shared/iso-date';
import { appOrigin, expect } from './fixtures';

type ProgramOptions = {
  /** The title's start; a unique suffix follows. Nothing another spec searches for. */
  title?: string;
  bookingMode?: 'drop_in' | 'term' | 'camp_week';
  saturdays?: number;
  priceCents?: number;
  dropInPriceCents?: number | null;
  /** Places on each date (10 unless told). */
  capacities?: number[];
  provider?: { slug: string; name: string; siblingDiscountPercent?: number };
};

/**
 * A term program imported through the admin API as the catalogue tool would: Saturdays from
 * next week, `price` the term, `dropIn` a single date, 10 places a date.
 */
export function importTerm(
  request: APIRequestContext,
  { saturdays = 4, priceCents = 12_000, dropInPriceCents = 3_500 } = {},
) {
  return importProgram(request, { saturdays, priceCents, dropInPriceCents });
}

/** A program of Saturdays from next week, imported through the admin API (a term unless told). */
export async function importProgram(
  request: APIRequestContext,
  {
    // Nothing another spec searches for ('swim', 'art', 'soccer' …): specs share one catalogue.
    title: lead = 'Saturday Chess Club',
    bookingMode = 'term',
    saturdays = 4,
    priceCents = 12_000,
    dropInPriceCents = null,
    capacities = [],
    provider = { slug: 'e2e-chess-club', name: 'Chess Club' },
  }: ProgramOptions,
) {
  const title = `${lead} ${randomUUID().slice(0, 6).toUpperCase()}`;
  const first = addIsoDays(nextSaturday(), 7);
  const sessions = Array.from({ length: saturdays }, (_, i) => ({
    date: addIsoDays(first, 7 * i),
    startTime: '09:30',
    endTime: '11:00',
    capacity: capacities[i] ?? 10,
  }));
  const file = {
    providers: [provider],
    activities: [
      {
        provider: provider.slug,
        ref: `e2e-${randomUUID()}`,
        type: 'Science',
        title,
        location: { name: 'Queen Street Library', address: '20 Queen St', lat: 43.65, lng: -79.39 },
        priceCents,
        bookingMode,
        dropInPriceCents,
        ageMin: 4,
        ageMax: 10,
        sessions,
      },
    ],
  };
  const origin = appOrigin();
  const secret = await readFile(`.e2e-data-${new URL(origin).port}/admin-secret`, 'utf8');
  const imported = await fetch(`${origin}/api/admin/catalogue/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret.trim()}`, 'content-type': 'application/json' },
    body: JSON.stringify(file),
  });
  expect(imported.status, await imported.text()).toBe(200);
  const response = await request.get(`/api/activities?q=${encodeURIComponent(title)}&limit=5`);
  const { items } = (await response.json()) as { items: Array<{ id: number; title: string }> };
  const activity = items.find((a) => a.title === title);
  if (!activity) throw new Error(`The imported program '${title}' was not found`);
  return { ...activity, sessions };
}

/** A program's sessions with their ids, as its page reads them. */
export async function sessionIdsOf(request: APIRequestContext, activityId: number) {
  const response = await request.get(`/api/activities/${activityId}`);
  expect(response.status(), await response.text()).toBe(200);
  const { sessions } = (await response.json()) as { sessions: Array<{ id: number; date: string }> };
  return sessions;
}

/** The next Saturday after today ('YYYY-MM-DD', this machine's clock, which is the server's). */
function nextSaturday() {
  const today = new Date();
  const ahead = (6 - today.getDay() + 7) % 7 || 7;
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + ahead);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
