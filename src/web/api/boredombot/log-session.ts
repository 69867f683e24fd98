// Type only: the schema module would bring zod into the palette's chunk.
import type { PaletteLogInput } from '../../../shared/schemas/palette-log';
import { randomKey } from '../../lib/random-key';

/** A random id, made once per page load, that ties one visit's interactions together. */
export const sessionId = randomKey();

/** What the log keeps of the device (spec part 2, section 3). */
export function deviceInfo(): PaletteLogInput['deviceInfo'] {
  return {
    userAgent: navigator.userAgent.slice(0, 500),
    platform: (navigator.platform || 'unknown').slice(0, 100),
    language: (navigator.language || 'unknown').slice(0, 35),
  };
}
