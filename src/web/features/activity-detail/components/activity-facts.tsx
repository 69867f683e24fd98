import { CalendarDays, Clock, MapPin, Tag, Ticket, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Activity } from '../../../../shared/schemas/activity';
import { siblingDiscountOffer } from '../../../../shared/sibling-discount';
import { cn } from '../../../lib/cn';
import {
  formatAges,
  formatLongDate,
  formatPrice,
  formatTimeRange,
  spotsLabel,
} from '../../../lib/format';

type Fact = { icon: LucideIcon; label: string; value: ReactNode; tone?: string };

/** When, where, price per child (and any sibling discount), ages and spots left, as a labelled list. */
export function ActivityFacts({ activity: a }: { activity: Activity }) {
  const discount = a.priceCents > 0 ? a.provider.siblingDiscountPercent : null;
  const facts: Fact[] = [
    { icon: CalendarDays, label: 'Date', value: formatLongDate(a.date) },
    { icon: Clock, label: 'Time', value: formatTimeRange(a.startTime, a.endTime) },
    {
      icon: MapPin,
      label: 'Location',
      value: (
        <>
          {a.location.name}
          <span className="block font-normal text-muted">{a.location.address}</span>
        </>
      ),
    },
    {
      icon: Tag,
      label: 'Price',
      value: (
        <>
          {a.priceCents === 0 ? 'Free' : `${formatPrice(a.priceCents)} per child`}
          {discount !== null && (
            <span className="block font-normal text-emerald-700">
              {siblingDiscountOffer(discount)}
            </span>
          )}
        </>
      ),
    },
    { icon: Users, label: 'Age range', value: formatAges(a.ageMin, a.ageMax) },
    {
      icon: Ticket,
      label: 'Availability',
      value: spotsLabel(a.spotsLeft),
      tone: a.spotsLeft <= 0 ? 'text-danger' : a.spotsLeft <= 3 ? 'text-amber-800' : undefined,
    },
  ];

  return (
    <dl className="grid gap-x-6 gap-y-4 rounded-3xl border border-line bg-white p-5 shadow-xs sm:grid-cols-2 sm:p-6">
      {facts.map(({ icon: Icon, label, value, tone }) => (
        // dt and dd are the group's only children (a valid description list); the icon sits in dt.
        <div key={label} className="relative min-h-10 min-w-0 pl-13">
          <dt className="text-xs font-bold tracking-wide text-muted uppercase">
            <span className="absolute top-0 left-0 flex size-10 items-center justify-center rounded-full bg-primary-tint text-primary">
              <Icon aria-hidden className="size-5" />
            </span>
            {label}
          </dt>
          <dd className={cn('mt-0.5 font-semibold break-words', tone ?? 'text-ink')}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
