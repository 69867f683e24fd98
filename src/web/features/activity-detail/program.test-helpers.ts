import { activityAnswer } from './activity-detail.test-helpers';

type Answer = ReturnType<typeof activityAnswer>;
type Mode = Answer['bookingMode'];

/**
 * A program of several dates as GET /api/activities/:id answers it: one session per date (ids
 * 1201, 1202 … in date order), each with `spots[i]` places left (3 unless told).
 */
export function programAnswer(
  dates: string[],
  options: {
    bookingMode: Mode;
    priceCents: number;
    dropInPriceCents?: number | null;
    spots?: number[];
  },
): Answer {
  const sessions = dates.map((date, i) => ({
    id: 1201 + i,
    date,
    startTime: '10:00',
    endTime: '12:00',
    capacity: 12,
    spotsLeft: options.spots?.[i] ?? 3,
  }));
  const first = sessions[0];
  return activityAnswer({
    bookingMode: options.bookingMode,
    priceCents: options.priceCents,
    dropInPriceCents: options.dropInPriceCents ?? null,
    sessionCount: sessions.length,
    date: first?.date,
    spotsLeft: Math.min(...sessions.map((s) => s.spotsLeft)),
    sessions,
  });
}
