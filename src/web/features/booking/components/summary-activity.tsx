import { CalendarDays, Clock, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatLongDate, formatTimeRange } from '../../../lib/format';

type ActivityFacts = {
  title: string;
  providerName: string;
  imageUrl: string;
  date: string;
  /** A program's dates in one line ('8 dates: Sat, Jan 10 – Sat, Feb 28'), said instead of `date`. */
  dates?: string;
  startTime: string;
  endTime: string;
  locationName: string;
  address: string;
};

/** The activity being booked (or booked): picture, title, provider, date, time and place. */
export function SummaryActivity({ activity }: { activity: ActivityFacts }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row">
      <img
        src={activity.imageUrl}
        alt=""
        width={320}
        height={180}
        className="aspect-[16/9] w-full shrink-0 rounded-2xl bg-primary-tint object-cover sm:w-44"
      />
      <div className="min-w-0">
        <p className="text-lg leading-snug font-extrabold tracking-tight break-words">
          {activity.title}
        </p>
        <p className="text-sm text-muted">
          by <span className="font-semibold text-ink">{activity.providerName}</span>
        </p>
        <ul className="mt-3 space-y-1.5 text-[15px]">
          <Fact icon={<CalendarDays aria-hidden className="size-4" />} label="Date">
            {activity.dates ?? formatLongDate(activity.date)}
          </Fact>
          <Fact icon={<Clock aria-hidden className="size-4" />} label="Time">
            {formatTimeRange(activity.startTime, activity.endTime)}
          </Fact>
          <Fact icon={<MapPin aria-hidden className="size-4" />} label="Location">
            {activity.locationName}
            {activity.address && (
              <span className="block text-sm text-muted">{activity.address}</span>
            )}
          </Fact>
        </ul>
      </div>
    </div>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-2">
      <span className="mt-0.5 text-primary">{icon}</span>
      <span className="min-w-0">
        <span className="sr-only">{label}: </span>
        {children}
      </span>
    </li>
  );
}
