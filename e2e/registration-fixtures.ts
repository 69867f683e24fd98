import { format } from 'date-fns';

/**
 * The next whole minute at least 25 s away (openings are set to the minute), as the catalogue
 * file writes it, where the server is; and that instant.
 */
export function nextMinute() {
  const at = new Date(Date.now() + 25_000);
  at.setSeconds(0, 0);
  at.setMinutes(at.getMinutes() + 1);
  return { at, wallClock: format(at, "yyyy-MM-dd'T'HH:mm") };
}
