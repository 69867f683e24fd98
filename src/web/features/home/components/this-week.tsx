import { CalendarCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { localIsoDate } from '../../../../shared/iso-date';
import { weekOf } from '../../../../shared/week';
import { useCalendarBookings } from '../../../api/bookings/get-calendar-bookings';
import { buttonClasses } from '../../../components/ui/button';
import { DayAgenda } from './day-agenda';
import { HomeSection, sectionCardClasses } from './home-section';
import { BookedLegend, WeekStrip } from './week-strip';

/**
 * 'This Week' (signed-in parents only): the current week, Monday first, one day chosen (today at
 * first), each day with a booking marked, the chosen day's bookings under it, and the way to the
 * parent's bookings.
 */
export function ThisWeek() {
  const headingId = useId();
  const [today] = useState(() => localIsoDate());
  const [selected, setSelected] = useState(today);
  const days = weekOf(today);
  const { byDate } = useCalendarBookings(days[0] ?? today, days[6] ?? today);
  const markedDates = byDate ? new Set(byDate.keys()) : undefined;

  return (
    <HomeSection title="This Week" headingId={headingId} className={sectionCardClasses}>
      <WeekStrip
        days={days}
        today={today}
        selected={selected}
        onSelect={setSelected}
        markedDates={markedDates}
        labelledBy={headingId}
      />
      {markedDates && markedDates.size > 0 && <BookedLegend />}
      <DayAgenda date={selected} bookings={byDate ? (byDate.get(selected) ?? []) : null} />
      <Link to="/bookings" className={buttonClasses({ className: 'mt-4 w-full sm:w-auto' })}>
        <CalendarCheck aria-hidden className="size-5" />
        View My Bookings
      </Link>
    </HomeSection>
  );
}
