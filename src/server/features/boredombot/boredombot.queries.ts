import type { PaletteLogInput } from '../../../shared/schemas/palette-log';
import type { Database } from '../../db/client';
import { boredombotLogs } from '../../db/schema';

/** One palette interaction; userId is null for a visitor. */
export async function insertPaletteLog(
  db: Database,
  userId: string | null,
  input: PaletteLogInput,
): Promise<number> {
  const [row] = await db
    .insert(boredombotLogs)
    .values({
      userId,
      sessionId: input.sessionId,
      searchType: input.searchType,
      searchInput: input.searchInput,
      responseSummary: input.responseSummary,
      usedRecommendation: input.usedRecommendation,
      deviceInfo: input.deviceInfo,
    })
    .returning({ id: boredombotLogs.id });
  if (!row) throw new Error('palette log insert returned no row');
  return row.id;
}
