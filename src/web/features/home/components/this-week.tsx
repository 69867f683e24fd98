import { CalendarCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { localIsoDate } from '../../../../shared/iso-date';
import { weekOf } from '../../../../shared/week';
import { useBookedDates } from '../../../api/bookings/get-calendar-bookings';
import { buttonClasses } from '../../../components/ui/button';
import { formatLongDate } from '../../../lib/format';
import { HomeSection, sectionCardClasses } from './home-section';
import { WeekStrip } from './week-strip';

/**
 * 'This Week' (signed-in parents only): the current week, Monday first, one day chosen (today at
 * first), a dot on each day with a booking, and the way to the parent's bookings.
 */
export function ThisWeek() {
  const headingId = useId();
  const [today] = useState(() => localIsoDate());
  const [selected, setSelected] = useState(today);
  const days = weekOf(today);
  const markedDates = useBookedDates(days[0] ?? today, days[6] ?? today);

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
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-[15px] font-semibold text-ink">{formatLongDate(selected)}</p>
        <Link to="/bookings" className={buttonClasses({ className: 'w-full sm:w-auto' })}>
          <CalendarCheck aria-hidden className="size-5" />
          View My Bookings
        </Link>
      </div>
    </HomeSection>
  );
}
