import type { RegistrationState } from '../../../shared/schemas/registration';

/**
 * Whether the activity page shows the registration line's bar (decision 062): for a family in
 * line or let in; and, to join, from 15 minutes before the opening for as long as families wait,
 * until the places run out. A lottery's (063) takes entries from a week before its draw until the
 * draw. Otherwise the page's usual bars.
 */
export function showsLine(
  state: RegistrationState | undefined,
  { lineOpen, opened }: { lineOpen: boolean; opened: boolean },
): boolean {
  const entry = state?.entry;
  if (entry) return entry.state === 'waiting' || entry.state === 'admitted';
  const line = state?.line;
  if (!line || !lineOpen || line.soldOut) return false;
  return !opened || (line.running && state.opening?.mode !== 'lottery');
}
