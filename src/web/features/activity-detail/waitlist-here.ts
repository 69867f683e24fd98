import type { WaitlistEntry } from '../../../shared/schemas/waitlist';

/**
 * The parent's waitlist entry for what the activity page shows (decision 060): on a one-session
 * activity, its entry; on a program, the entry for exactly the dates picked (none while they are
 * still to pick).
 */
export function waitlistEntryHere(
  entries: readonly WaitlistEntry[] | undefined,
  activityId: number,
  sessionIds: readonly number[] | null,
): WaitlistEntry | undefined {
  return entries?.find(
    (entry) =>
      entry.activity.id === activityId &&
      (sessionIds === null ||
        (entry.sessions.length === sessionIds.length &&
          entry.sessions.every((s) => sessionIds.includes(s.id)))),
  );
}
