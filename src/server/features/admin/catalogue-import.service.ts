import { offerFreedPlacesLater } from '../../lib/waitlist-jobs';
import { rescheduleOpeningReminders } from '../../lib/registration-reminders';
import { categoryImageUrl } from '../../../shared/activity-categories';
import { openingInstant } from '../../../shared/registration';
import {
  formatImportIssue,
  type CatalogueImport,
  type CatalogueImportResult,
  type ImportActivity,
  type ImportSession,
} from '../../../shared/schemas/catalogue-import';
import type { Database } from '../../db/client';
import { AppError, badRequest } from '../../lib/http-errors';
import { pgError, type PgError } from '../../lib/pg-errors';
import { checkSavedSearchesFrom, noteLatestSession } from '../../lib/saved-search-check';
import {
  deleteUnlistedSessions,
  upsertActivities,
  upsertProviders,
  upsertSessions,
  type NewActivity,
  type NewSession,
} from './catalogue.queries';

/** Where each written program came from in the file, to name it in a refusal. */
type Written = { slugsById: Map<number, string>; indexByActivity: Map<number, number> };

/**
 * Imports a validated catalogue file: providers upserted by slug, activities by (provider, ref),
 * then each activity's sessions by (date, start time), all in one transaction. Sessions no longer
 * listed are deleted unless they hold places. Used by `npm run catalogue:import` and
 * POST /api/admin/catalogue/import.
 */
export async function importCatalogue(
  db: Database,
  data: CatalogueImport,
): Promise<CatalogueImportResult> {
  const written: Written = { slugsById: new Map(), indexByActivity: new Map() };
  try {
    return await db.transaction(async (tx) => {
      const before = await noteLatestSession(tx);
      const providers = await upsertProviders(
        tx,
        data.providers.map((p) => ({
          slug: p.slug,
          name: p.name,
          description: p.description ?? null,
          website: p.website ?? null,
          siblingDiscountPercent: p.siblingDiscountPercent ?? null,
        })),
      );
      const ids = new Map(providers.map((p) => [p.slug, p.id]));
      for (const p of providers) written.slugsById.set(p.id, p.slug);
      const rows = data.activities.map((a, i) => toRow(a, i, ids));
      const activities = await upsertActivities(tx, rows);
      const indexByKey = new Map(
        data.activities.map((a, i) => [`${ids.get(a.provider)} ${a.ref}`, i]),
      );
      const sessions: NewSession[] = [];
      for (const activity of activities) {
        const index = indexByKey.get(`${activity.providerId} ${activity.ref}`) ?? -1;
        written.indexByActivity.set(activity.id, index);
        const entry = data.activities[index];
        if (!entry) throw new Error(`Imported ${activity.ref} is not in the file`);
        for (const s of sessionsOf(entry)) sessions.push({ ...s, activityId: activity.id });
      }
      const imported = activities.map((a) => a.id);
      const kept = await upsertSessions(tx, sessions);
      await deleteUnlistedSessions(tx, imported, kept);
      await checkSavedSearchesFrom(tx, before);
      const now = new Date();
      // A capacity raised frees places for the families on the waitlist (decision 060).
      await offerFreedPlacesLater(tx, imported, now);
      // An opening moved moves the reminders parents asked for (decision 061).
      await rescheduleOpeningReminders(tx, imported, now);
      return { providers: tally(providers), activities: tally(activities) };
    });
  } catch (err) {
    throw explainRejection(err, data, written) ?? err;
  }
}

/** A program's sessions in date order; an entry without `sessions` is one session. */
function sessionsOf(a: ImportActivity): (ImportSession & { spotsLeft: number })[] {
  if (a.sessions) {
    return a.sessions
      .map((s) => ({ ...s, spotsLeft: s.capacity }))
      .sort((x, y) => x.date.localeCompare(y.date) || x.startTime.localeCompare(y.startTime));
  }
  const { date, startTime, endTime, capacity } = a;
  // The file checks require all four when there are no sessions.
  if (!date || !startTime || !endTime || !capacity) throw new Error(`${a.ref} has no schedule`);
  return [{ date, startTime, endTime, capacity, spotsLeft: a.spotsLeft ?? capacity }];
}

function tally(rows: { inserted: boolean }[]) {
  const created = rows.filter((r) => r.inserted).length;
  return { created, updated: rows.length - created };
}

function toRow(a: ImportActivity, index: number, providerIds: Map<string, number>): NewActivity {
  const providerId = providerIds.get(a.provider);
  if (providerId === undefined) {
    const where = formatImportIssue({ path: ['activities', index, 'provider'], message: '' });
    throw badRequest(`${where}"${a.provider}" is not listed under providers`);
  }
  return {
    providerId,
    externalRef: a.ref,
    title: a.title,
    description: a.description ?? null,
    type: a.type,
    tags: [...new Set(a.tags)],
    locationName: a.location.name,
    address: a.location.address,
    lat: a.location.lat,
    lng: a.location.lng,
    imageUrl: a.imageUrl ?? categoryImageUrl(a.type),
    priceCents: a.priceCents,
    bookingMode: a.bookingMode,
    dropInPriceCents: a.dropInPriceCents ?? null,
    registrationOpensAt: a.registrationOpensAt ? openingInstant(a.registrationOpensAt) : null,
    registrationMode: a.registrationMode ?? 'line',
    ...firstSession(a),
    ageMin: a.ageMin,
    ageMax: a.ageMax,
  };
}

function firstSession(a: ImportActivity) {
  const [first] = sessionsOf(a);
  if (!first) throw new Error(`${a.ref} has no sessions`);
  return first;
}

/** What each CHECK means for the person fixing the file. */
const CONSTRAINT_MESSAGES: Record<string, string> = {
  activities_spots_check:
    'capacity is below the seats already booked for this activity (or spotsLeft is out of range)',
  activities_times_check: 'endTime must be after startTime',
  activities_ages_check: 'ageMin must be between 0 and ageMax',
  activities_price_check: 'priceCents cannot be negative',
  activities_lat_check: 'lat must be between -90 and 90',
  activities_lng_check: 'lng must be between -180 and 180',
};

/**
 * The database is the last line of defence: a row that passed the file checks but broke a
 * constraint (typically a capacity cut below places already booked) rolls the whole import back.
 * Turn that into a message naming the row when PostgreSQL's detail lets us find it.
 */
function explainRejection(
  err: unknown,
  data: CatalogueImport,
  written: Written,
): AppError | undefined {
  const pg = pgError(err);
  if (!pg) return undefined;
  // Class 22 (data exception), e.g. a NUL character PostgreSQL text cannot hold.
  if (pg.code.startsWith('22')) {
    const message = `The database refused a value (${pg.message}). Nothing was imported.`;
    return new AppError(400, 'import_rejected', message);
  }
  if (!pg.code.startsWith('23')) return undefined;
  const where =
    pg.constraint === SESSION_SPOTS_CHECK
      ? sessionRejection(pg.detail, data, written)
      : activityRejection(pg, data, written);
  return new AppError(409, 'import_rejected', `${where}. Nothing was imported.`, {
    constraint: pg.constraint,
  });
}

function activityRejection(pg: PgError, data: CatalogueImport, { slugsById }: Written) {
  const reason = CONSTRAINT_MESSAGES[pg.constraint ?? ''] ?? `violates ${pg.constraint ?? pg.code}`;
  // "Failing row contains (id, provider_id, external_ref, …)"; refs contain no commas.
  const m = /^Failing row contains \((\d+), (\d+), ([^,]+),/.exec(pg.detail ?? '');
  const slug = m ? slugsById.get(Number(m[2])) : undefined;
  const index = m ? data.activities.findIndex((a) => a.provider === slug && a.ref === m[3]) : -1;
  return index >= 0 ? formatImportIssue({ path: ['activities', index], message: reason }) : reason;
}

const SESSION_SPOTS_CHECK = 'activity_sessions_spots_check';

/** "Failing row contains (id, activity_id, date, start_time, …)": the entry, and its session. */
function sessionRejection(detail: string | undefined, data: CatalogueImport, written: Written) {
  const m = /^Failing row contains \((\d+), (\d+), ([\d-]+), (\d\d:\d\d)/.exec(detail ?? '');
  const index = m ? (written.indexByActivity.get(Number(m[2])) ?? -1) : -1;
  const entry = data.activities[index];
  if (!m || !entry) return 'capacity is below the places already booked in a session';
  if (!entry.sessions) {
    const message = 'capacity is below the seats already booked for this activity';
    return formatImportIssue({ path: ['activities', index], message });
  }
  const at = entry.sessions.findIndex((s) => s.date === m[3] && s.startTime === m[4]);
  const message = `capacity is below the places already booked in the session on ${m[3]} at ${m[4]}`;
  return formatImportIssue({ path: ['activities', index, 'sessions', at, 'capacity'], message });
}
