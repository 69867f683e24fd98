import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, LoaderCircle } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isIsoDate, localIsoDate } from '../../../../shared/iso-date';
import { weekOf } from '../../../../shared/week';
import { useCalendarBookings } from '../../../api/bookings/get-calendar-bookings';
import { nextBookingsQueryOptions } from '../../../api/bookings/list-bookings';
import { Button } from '../../../components/ui/button';
import { QueryError } from '../../../components/ui/query-error';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import {
  formatMonthYear,
  formatWeekRange,
  monthWeeks,
  stepSelection,
  visibleRange,
  type CalendarView,
} from '../calendar-dates';
import { DayBookings } from './day-bookings';
import { DayGrid } from './day-grid';
import { NEXT_BOOKINGS_SHOWN, NextBookings } from './next-bookings';
import { FeedSection } from './feed-section';

/**
 * /calendar: the parent's bookings on a week or month picker (Monday first); the chosen day's
 * bookings below it (when today is empty, the next bookings too), and the private feed for
 * calendar apps. The view and the day are in the
 * address (?view=month&date=2026-11-24), so a reload or Back keeps them.
 */
export function CalendarScreen() {
  const [today] = useState(() => localIsoDate());
  const [params, setParams] = useSearchParams();
  const view: CalendarView = params.get('view') === 'month' ? 'month' : 'week';
  const dateParam = params.get('date');
  const selected = dateParam && isIsoDate(dateParam) ? dateParam : today;

  const show = (next: { view?: CalendarView; date?: string }) => {
    const nextView = next.view ?? view;
    const nextDate = next.date ?? selected;
    setParams(
      {
        ...(nextView === 'month' ? { view: 'month' } : {}),
        ...(nextDate === today ? {} : { date: nextDate }),
      },
      { replace: true },
    );
  };

  const { from, to } = visibleRange(view, selected);
  const { query, byDate } = useCalendarBookings(from, to);
  const counts = useMemo(
    () => (byDate ? new Map([...byDate].map(([day, bookings]) => [day, bookings.length])) : null),
    [byDate],
  );
  // Today empty: the next bookings, as an agenda, so the parent sees what is coming.
  const todayEmpty = selected === today && byDate !== null && !byDate.get(today)?.length;
  const next = useQuery({ ...nextBookingsQueryOptions(NEXT_BOOKINGS_SHOWN), enabled: todayEmpty });
  const agenda = todayEmpty && next.data?.items.length ? next.data.items : null;
  const weeks = view === 'week' ? [weekOf(selected)] : monthWeeks(selected);
  const periodId = useId();
  const dayHeadingId = useId();
  const period = view === 'week' ? formatWeekRange(selected) : formatMonthYear(selected);
  const unit = view === 'week' ? 'week' : 'month';

  const grid = (
    <DayGrid
      view={view}
      weeks={weeks}
      selected={selected}
      today={today}
      counts={counts}
      onSelect={(date) => show({ date })}
      labelledBy={periodId}
    />
  );

  return (
    <div>
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Calendar</h1>
      <div className="mt-5 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)] lg:items-start">
        <div className="rounded-3xl border border-line bg-white p-3 shadow-xs sm:p-5">
          <Tabs value={view} onValueChange={(next) => show({ view: next as CalendarView })}>
            <TabsList aria-label="Calendar view">
              <TabsTrigger value="week">Week</TabsTrigger>
              <TabsTrigger value="month">Month</TabsTrigger>
            </TabsList>
            <div className="mt-4 flex items-center gap-2">
              <h2
                id={periodId}
                aria-live="polite"
                className="min-w-0 flex-1 pl-1 text-base font-extrabold tracking-tight sm:text-lg"
              >
                {period}
              </h2>
              <span role="status" className="flex items-center">
                {query.isPending && (
                  <>
                    <LoaderCircle aria-hidden className="size-5 animate-spin text-primary" />
                    <span className="sr-only">Loading bookings</span>
                  </>
                )}
              </span>
              {selected !== today && (
                <Button variant="ghost" onClick={() => show({ date: today })}>
                  Today
                </Button>
              )}
              <Button
                variant="secondary"
                size="icon"
                aria-label={`Previous ${unit}`}
                onClick={() => show({ date: stepSelection(view, selected, -1, today) })}
              >
                <ChevronLeft aria-hidden className="size-5" />
              </Button>
              <Button
                variant="secondary"
                size="icon"
                aria-label={`Next ${unit}`}
                onClick={() => show({ date: stepSelection(view, selected, 1, today) })}
              >
                <ChevronRight aria-hidden className="size-5" />
              </Button>
            </div>
            <TabsContent value="week" className="mt-3">
              {grid}
            </TabsContent>
            <TabsContent value="month" className="mt-3">
              {grid}
            </TabsContent>
          </Tabs>
        </div>

        <div>
          {query.isError ? (
            <QueryError query={query} heading="p" title="We couldn't load your bookings" />
          ) : (
            <>
              <DayBookings
                date={selected}
                bookings={
                  !byDate || (todayEmpty && next.isPending) ? null : (byDate.get(selected) ?? [])
                }
                headingId={dayHeadingId}
                compactEmpty={agenda !== null}
              />
              {agenda && <NextBookings bookings={agenda} />}
            </>
          )}
        </div>
      </div>
      <div className="mt-8">
        <FeedSection />
      </div>
    </div>
  );
}
