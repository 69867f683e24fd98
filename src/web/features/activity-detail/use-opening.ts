import { useEffect, useState } from 'react';
import { registrationIsOpen, secondsUntilOpening } from '../../../shared/registration';
import type { RegistrationOpening } from '../../../shared/registration';

/** setTimeout's longest delay (about 24.8 days); an opening further off waits for a reload. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * Whether booking still waits for the opening (decision 061): true until the opening instant,
 * when the page re-renders once to open it.
 */
export function useOpensLater(opening: RegistrationOpening | null): boolean {
  const [, setOpened] = useState(false);
  const later = opening !== null && !registrationIsOpen(opening, new Date());
  useEffect(() => {
    if (!opening || !later) return;
    const delay = new Date(opening.at).getTime() - Date.now();
    if (delay > LONGEST_TIMEOUT_MS) return;
    const timer = setTimeout(() => setOpened(true), Math.max(0, delay));
    return () => clearTimeout(timer);
  }, [opening, later]);
  return later;
}

/**
 * Seconds until the opening, counted each second; null until the page runs in the browser, so
 * the server's render and the first render in the browser agree.
 */
export function useSecondsUntil(opening: RegistrationOpening): number | null {
  const [seconds, setSeconds] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setSeconds(secondsUntilOpening(opening, new Date()));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [opening]);
  return seconds;
}
