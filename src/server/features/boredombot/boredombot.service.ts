import type { PaletteLogInput } from '../../../shared/schemas/palette-log';
import type { Database } from '../../db/client';
import { insertPaletteLog } from './boredombot.queries';

/**
 * Records what was searched in the palette and what came of it (spec part 2, section 7), for
 * the signed-in parent when there is one. Nothing is read back through the API: the rows serve
 * the product team, and the parent sees their own in the account export.
 */
export async function logPaletteInteraction(
  db: Database,
  userId: string | null,
  input: PaletteLogInput,
): Promise<{ id: number }> {
  return { id: await insertPaletteLog(db, userId, input) };
}
