import { sql, type SQL } from 'drizzle-orm';
import { EARTH_RADIUS_MILES, boundingBox, type LatLng } from '../../shared/geo';
import { activities as a } from '../db/schema';

/** Distance from a point to an activity's place, for search, the finders and For You. */

/** Great-circle miles from the point: shared/geo.ts distanceMiles, term for term. */
export function distanceSql(point: LatLng): SQL<number> {
  const rad = (degrees: SQL) => sql`(${degrees}) * pi() / 180`;
  const dLat = rad(sql`${a.lat} - ${point.lat}::float8`);
  const dLng = rad(sql`${a.lng} - ${point.lng}::float8`);
  const h = sql`power(sin(${dLat} / 2), 2) + cos(${rad(sql`${point.lat}::float8`)}) * cos(${rad(sql`${a.lat}`)}) * power(sin(${dLng} / 2), 2)`;
  return sql<number>`(2 * ${EARTH_RADIUS_MILES}::float8 * asin(least(1, sqrt(${h}))))`;
}

/**
 * Within `miles` of the point: a latitude/longitude box the (lat, lng) index can answer, then the
 * exact distance. A box that crosses the antimeridian keeps only its latitude band.
 */
export function withinSql(point: LatLng, miles: number): SQL[] {
  const box = boundingBox(point, miles);
  const conditions = [
    sql`${a.lat} between ${box.minLat}::float8 and ${box.maxLat}::float8`,
    sql`${distanceSql(point)} <= ${miles}::float8`,
  ];
  if (box.minLng >= -180 && box.maxLng <= 180) {
    conditions.push(sql`${a.lng} between ${box.minLng}::float8 and ${box.maxLng}::float8`);
  }
  return conditions;
}
