import type { DatabaseHandle } from '../../db/client';
import type { Env } from '../../env';

/** Placeholder: the demo catalogue seed. */
export async function ensureDemoCatalogue(_handle: DatabaseHandle, _env: Env) {
  return { inserted: 0 };
}
