import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import { drawRanks, updateLine, type LineRow } from './registration-line.queries';

/**
 * The draw at the opening instant (decision 062), in the caller's transaction, with the line's
 * row locked: the families who joined before it are ranked by md5(seed || entry id), with a seed
 * drawn now from the system's random source and recorded with the count, so the order can be
 * checked afterwards. Later arrivals are ranked after them, in the order they come.
 */
export async function drawLine(tx: Database, line: LineRow, now: Date): Promise<void> {
  const seed = randomBytes(16).toString('hex');
  const entrants = await drawRanks(tx, line.activityId, seed);
  await updateLine(tx, line.activityId, {
    seed,
    drawnAt: now,
    entrants,
    nextRank: entrants + 1,
  });
}
