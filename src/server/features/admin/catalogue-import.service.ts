import { categoryImageUrl } from '../../../shared/activity-categories';
import {
  formatImportIssue,
  type CatalogueImport,
  type CatalogueImportResult,
  type ImportActivity,
} from '../../../shared/schemas/catalogue-import';
import type { Database } from '../../db/client';
import { AppError, badRequest } from '../../lib/http-errors';
import { pgError } from '../../lib/pg-errors';
import { upsertActivities, upsertProviders, type NewActivity } from './catalogue.queries';

/**
 * Imports a validated catalogue file: providers upserted by slug, activities by (provider, ref),
 * all in one transaction. Used by `npm run catalogue:import` and POST /api/admin/catalogue/import.
 */
export async function importCatalogue(
  db: Database,
  data: CatalogueImport,
): Promise<CatalogueImportResult> {
  const slugsById = new Map<number, string>();
  try {
    return await db.transaction(async (tx) => {
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
      for (const p of providers) slugsById.set(p.id, p.slug);
      const rows = data.activities.map((a, i) => toRow(a, i, ids));
      const activities = await upsertActivities(tx, rows);
      return { providers: tally(providers), activities: tally(activities) };
    });
  } catch (err) {
    throw explainRejection(err, data, slugsById) ?? err;
  }
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
    date: a.date,
    startTime: a.startTime,
    endTime: a.endTime,
    ageMin: a.ageMin,
    ageMax: a.ageMax,
    capacity: a.capacity,
    spotsLeft: a.spotsLeft ?? a.capacity,
  };
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
 * constraint (typically a capacity cut below seats already booked) rolls the whole import back.
 * Turn that into a message naming the row when PostgreSQL's detail lets us find it.
 */
function explainRejection(
  err: unknown,
  data: CatalogueImport,
  slugsById: Map<number, string>,
): AppError | undefined {
  const pg = pgError(err);
  if (!pg) return undefined;
  // Class 22 (data exception), e.g. a NUL character PostgreSQL text cannot hold.
  if (pg.code.startsWith('22')) {
    const message = `The database refused a value (${pg.message}). Nothing was imported.`;
    return new AppError(400, 'import_rejected', message);
  }
  if (!pg.code.startsWith('23')) return undefined;
  const reason = CONSTRAINT_MESSAGES[pg.constraint ?? ''] ?? `violates ${pg.constraint ?? pg.code}`;
  // "Failing row contains (id, provider_id, external_ref, …)"; refs contain no commas.
  const m = /^Failing row contains \((\d+), (\d+), ([^,]+),/.exec(pg.detail ?? '');
  const slug = m ? slugsById.get(Number(m[2])) : undefined;
  const index = m ? data.activities.findIndex((a) => a.provider === slug && a.ref === m[3]) : -1;
  const where =
    index >= 0 ? formatImportIssue({ path: ['activities', index], message: reason }) : reason;
  return new AppError(409, 'import_rejected', `${where}. Nothing was imported.`, {
    constraint: pg.constraint,
  });
}
