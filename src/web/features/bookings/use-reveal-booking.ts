import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { BookingPage } from '../../../shared/schemas/booking';

type BookingList = UseInfiniteQueryResult<InfiniteData<BookingPage>>;

/** The booking the address points at: #booking-{id}, or ?booking={id} (a notification's link). */
function targetOf(hash: string, search: string): string | null {
  if (hash.startsWith('#booking-')) return decodeURIComponent(hash.slice(1));
  const id = new URLSearchParams(search).get('booking');
  return id ? `booking-${id}` : null;
}

/**
 * /bookings#booking-{id} (an activity page's 'View booking') or /bookings?booking={id} (a
 * notification): once that booking's card is on the page it is scrolled to and its heading
 * focused, the card marked; until then the lists load their next pages, upcoming first, while
 * any has more.
 */
export function useRevealBooking(lists: readonly BookingList[]) {
  const { hash, search } = useLocation();
  const revealed = useRef<string | null>(null);
  useEffect(() => {
    const target = targetOf(hash, search);
    if (!target || revealed.current === target) return;
    const heading = document.getElementById(target);
    if (heading) {
      revealed.current = target;
      const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      heading.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
      heading.focus({ preventScroll: true });
      return;
    }
    if (lists.some((list) => !list.data || list.isFetchingNextPage)) return;
    const more = lists.find((list) => list.hasNextPage);
    if (more) void more.fetchNextPage();
  });
}
