import { addDays, localIsoDate } from '../../../shared/iso-date';
import { weekOf } from '../../../shared/program-options';
import type { Database, DatabaseHandle } from '../../db/client';
import type { Env } from '../../lib/env';
import {
  countActivitiesFrom,
  insertNewActivities,
  insertNewSessions,
  listSeededDates,
  upsertProviders,
  type NewActivity,
  type NewSession,
} from './catalogue.queries';
import {
  DEMO_PROGRAM_REF_PREFIX,
  DEMO_REF_PREFIX,
  demoDayGenerator,
  demoProviders,
  type DemoActivity,
  type DemoCity,
} from './demo-generator';
import { demoWeekGenerator, type DemoProgram } from './demo-programs';
import { checkSavedSearchesFrom, noteLatestSession } from '../../lib/saved-search-check';

/** How far ahead the demo catalogue reaches; each start fills in the days now missing. */
export const DEMO_DAYS_AHEAD = 60;
/** Instances starting together on one PostgreSQL seed one at a time (arbitrary constant). */
const DEMO_SEED_LOCK_KEY = 7_240_002;

export type DemoSeedOptions = { city: DemoCity; today?: string; daysAhead?: number };
export type DemoSeedResult = { providers: number; inserted: number; upcoming: number };

export function demoSeedOptions(env: Env): DemoSeedOptions {
  return { city: { name: env.DEMO_CITY_NAME, lat: env.DEMO_CITY_LAT, lng: env.DEMO_CITY_LNG } };
}

/** At server start (and `npm run seed`): the demo catalogue from today to today + 60 days. */
export function ensureDemoCatalogue(
  handle: DatabaseHandle,
  env: Env,
  overrides: Omit<DemoSeedOptions, 'city'> = {},
): Promise<DemoSeedResult> {
  return handle.withAdvisoryLock(DEMO_SEED_LOCK_KEY, (db) =>
    seedDemoCatalogue(db, { ...demoSeedOptions(env), ...overrides }),
  );
}

/**
 * Upserts the demo providers and inserts the demo days not yet present, and the programs
 * starting in the horizon not yet present, in one transaction. Existing rows are never touched
 * (ON CONFLICT DO NOTHING), so bookings' places survive and a second run inserts nothing.
 */
export function seedDemoCatalogue(
  db: Database,
  { city, today = localIsoDate(), daysAhead = DEMO_DAYS_AHEAD }: DemoSeedOptions,
): Promise<DemoSeedResult> {
  return db.transaction(async (tx) => {
    const before = await noteLatestSession(tx);
    const providers = await upsertProviders(tx, demoProviders());
    const providerIds = new Map(providers.map((p) => [p.slug, p.id]));
    const refs = { prefix: DEMO_REF_PREFIX, except: DEMO_PROGRAM_REF_PREFIX };
    const present = await listSeededDates(tx, refs, today, addDays(today, daysAhead));
    const generateDay = demoDayGenerator(city);
    const rows: NewActivity[] = [];
    for (let i = 0; i <= daysAhead; i++) {
      const date = addDays(today, i);
      if (present.has(date)) continue;
      for (const activity of generateDay(date)) rows.push(toRow(activity, providerIds));
    }
    const days = await insertNewActivities(tx, rows);
    const programs = await insertPrograms(
      tx,
      programsStarting(city, today, daysAhead),
      providerIds,
    );
    await checkSavedSearchesFrom(tx, before);
    return {
      providers: providers.length,
      inserted: days.length + programs,
      upcoming: await countActivitiesFrom(tx, today),
    };
  });
}

/** The demo programs whose first session falls from today to the horizon. */
export function programsStarting(city: DemoCity, today: string, daysAhead: number): DemoProgram[] {
  const generateWeek = demoWeekGenerator(city);
  const last = addDays(today, daysAhead);
  const programs: DemoProgram[] = [];
  for (let monday = weekOf(today); monday <= last; monday = addDays(monday, 7)) {
    programs.push(...generateWeek(monday).filter((p) => p.date >= today && p.date <= last));
  }
  return programs;
}

/** Inserts the programs not yet present (the trigger adds their first session), then the rest. */
async function insertPrograms(
  db: Database,
  programs: DemoProgram[],
  providerIds: Map<string, number>,
): Promise<number> {
  const rows = programs.map(({ sessions: _, ...program }) => toRow(program, providerIds));
  const inserted = await insertNewActivities(db, rows);
  const byKey = new Map(
    programs.map((p) => [`${providerIds.get(p.providerSlug)} ${p.externalRef}`, p]),
  );
  const sessions: NewSession[] = [];
  for (const { id, providerId, ref } of inserted) {
    const program = byKey.get(`${providerId} ${ref}`);
    if (!program) continue;
    const { capacity, spotsLeft } = program;
    for (const s of program.sessions.slice(1)) {
      sessions.push({ ...s, activityId: id, capacity, spotsLeft });
    }
  }
  await insertNewSessions(db, sessions);
  return inserted.length;
}

function toRow(
  { providerSlug, ...activity }: DemoActivity | Omit<DemoProgram, 'sessions'>,
  providerIds: Map<string, number>,
): NewActivity {
  const providerId = providerIds.get(providerSlug);
  if (providerId === undefined) throw new Error(`Demo provider ${providerSlug} was not upserted`);
  return { ...activity, providerId };
}
