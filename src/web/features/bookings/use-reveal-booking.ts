import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { BookingPage } from '../../../shared/schemas/booking';

type BookingList = UseInfiniteQueryResult<InfiniteData<BookingPage>>;

/**
 * /bookings#booking-{id} (an activity page's 'View booking'): once that booking's card is on the
 * page it is scrolled to and its heading focused, the card marked; until then the lists load
 * their next pages, upcoming first, while any has more.
 */
export function useRevealBooking(lists: readonly BookingList[]) {
  const { hash } = useLocation();
  const revealed = useRef<string | null>(null);
  useEffect(() => {
    if (!hash.startsWith('#booking-') || revealed.current === hash) return;
    const heading = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (heading) {
      revealed.current = hash;
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
