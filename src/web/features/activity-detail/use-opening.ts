import { useEffect, useState } from 'react';
import { registrationIsOpen, secondsUntilOpening } from '../../../shared/registration';
import type { RegistrationOpening } from '../../../shared/registration';

/** setTimeout's longest delay (about 24.8 days); an opening further off waits for a reload. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

/** Whether the instant `at` is still ahead: true until it comes, when the page re-renders once. */
function useBefore(at: string | null): boolean {
  const [, setCame] = useState(false);
  const later = at !== null && !registrationIsOpen({ at }, new Date());
  useEffect(() => {
    if (at === null || !later) return;
    const delay = new Date(at).getTime() - Date.now();
    if (delay > LONGEST_TIMEOUT_MS) return;
    const timer = setTimeout(() => setCame(true), Math.max(0, delay));
    return () => clearTimeout(timer);
  }, [at, later]);
  return later;
}

/** Whether booking still waits for the opening (decision 061). */
export const useOpensLater = (opening: RegistrationOpening | null): boolean =>
  useBefore(opening?.at ?? null);

/** Whether the instant `at` has come (false for none). */
export function useReached(at: string | null): boolean {
  const before = useBefore(at);
  return at !== null && !before;
}

/**
 * Seconds until the instant `at`, counted each second; null until the page runs in the browser,
 * so the server's render and the first render in the browser agree.
 */
export function useSecondsUntil(at: string): number | null {
  const [seconds, setSeconds] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setSeconds(secondsUntilOpening({ at }, new Date()));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [at]);
  return seconds;
}
