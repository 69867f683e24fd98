import { z } from 'zod';
import {
  BOREDOMBOT_LOG_TYPES,
  PALETTE_LOG_TYPES,
  PALETTE_SUMMARIES,
} from '../palette-interactions';

/**
 * POST /api/boredombot/logs: a search palette or finder interaction (spec part 2, section 7). Written for
 * visitors too; the server adds the signed-in parent. A failed write only reaches the console.
 */

// Re-exported: these constants live in a zod-free module the web palette imports directly.
export { PALETTE_LOG_TYPES, PALETTE_SUMMARIES };

const short = (max: number) => z.string().trim().max(max);

export const PaletteLogInputSchema = z.object({
  /** A random id made once per page load. */
  sessionId: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/, 'Session id must be 8–64 letters, digits or dashes'),
  searchType: z.enum(BOREDOMBOT_LOG_TYPES, { error: 'Unknown search type' }),
  searchInput: short(500),
  responseSummary: short(200),
  usedRecommendation: z.boolean(),
  deviceInfo: z.object({ userAgent: short(500), platform: short(100), language: short(35) }),
});
export type PaletteLogInput = z.infer<typeof PaletteLogInputSchema>;
