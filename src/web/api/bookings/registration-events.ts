import type { QueryClient } from '@tanstack/react-query';
import type { RegistrationState } from '../../../shared/schemas/registration';
import { activityQueryOptions } from '../activities/get-activity';
import { registrationQueryKey } from './keys';

/**
 * What the event stream's registration events do to the cache. Apart from the registration
 * hooks (registration.ts): every signed-in page listens for them (live-events.ts), and only the
 * activity page needs the hooks.
 */

/** What the stream says when a line moves: how far, and whether the places ran out. */
type LineMoved = { activityId: number; admittedThrough: number; soldOut: boolean };

function lineMovedOf(data: string): LineMoved | null {
  try {
    const p = JSON.parse(data) as Partial<LineMoved>;
    if (typeof p.activityId !== 'number' || typeof p.admittedThrough !== 'number') return null;
    return { activityId: p.activityId, admittedThrough: p.admittedThrough, soldOut: !!p.soldOut };
  } catch {
    return null;
  }
}

/** Spread over this long, so thousands of pages do not all ask at the same instant (the bench reads the same way). */
const SPREAD_MS = 60_000;

/**
 * A line moved (one message for every open page): a family waiting works out its new place from
 * its rank, with no request. Only a family whose rank is still unknown (the draw just happened)
 * reads its state again, each at a random moment in the next minute; a family let in or
 * moved to the waitlist is told by its own event.
 */
export function applyLineMoved(queryClient: QueryClient, data: string) {
  const moved = lineMovedOf(data);
  if (!moved) return;
  const key = registrationQueryKey(moved.activityId);
  const state = queryClient.getQueryData<RegistrationState>(key);
  if (!state?.line) return;
  queryClient.setQueryData<RegistrationState>(key, {
    ...state,
    line: { ...state.line, drawn: true, ...moved },
  });
  if (state.entry?.state === 'waiting' && state.entry.rank === null) {
    setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: key }),
      Math.random() * SPREAD_MS,
    );
  }
}

/**
 * The family's own place changed (let in, refused, or moved to the waitlist): read it again, and
 * the activity's places left (the family's hold took some).
 */
export function refetchRegistration(queryClient: QueryClient, data: string) {
  try {
    const { activityId } = JSON.parse(data) as { activityId?: unknown };
    if (typeof activityId === 'number') {
      void queryClient.invalidateQueries({ queryKey: registrationQueryKey(activityId) });
      void queryClient.invalidateQueries({
        queryKey: activityQueryOptions(String(activityId)).queryKey,
      });
    }
  } catch {
    // Not ours to read.
  }
}
