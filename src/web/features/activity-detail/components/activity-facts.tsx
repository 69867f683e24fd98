import { CalendarDays, Clock, MapPin, Tag, Ticket, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { datesLine, priceUnit } from '../../../../shared/program-dates';
import type { ActivityDetail } from '../../../../shared/schemas/activity';
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

const UNIT = { drop_in: 'session', term: 'term', camp_week: 'week' } as const;

/**
 * When, where, price per child (and any sibling discount), ages and spots left, as a labelled
 * list. A program of several dates gives its dates in one line and its price's unit; its places
 * are told per date in its schedule.
 */
export function ActivityFacts({ activity: a }: { activity: ActivityDetail }) {
  const discount = a.priceCents > 0 ? a.provider.siblingDiscountPercent : null;
  const program = a.sessionCount > 1;
  const price = a.priceCents === 0 ? 'Free' : `${formatPrice(a.priceCents)} per child`;
  const facts: Fact[] = [
    {
      icon: CalendarDays,
      label: 'Date',
      value: program ? datesLine(a.sessions.map((s) => s.date)) : formatLongDate(a.date),
    },
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
          {program && a.priceCents > 0 ? `${price} ${priceUnit(UNIT[a.bookingMode])}` : price}
          {discount !== null && (
            <span className="block font-normal text-emerald-700">
              {siblingDiscountOffer(discount)}
            </span>
          )}
        </>
      ),
    },
    { icon: Users, label: 'Age range', value: formatAges(a.ageMin, a.ageMax) },
  ];
  if (!program) {
    facts.push({
      icon: Ticket,
      label: 'Availability',
      value: spotsLabel(a.spotsLeft),
      tone: a.spotsLeft <= 0 ? 'text-danger' : a.spotsLeft <= 3 ? 'text-amber-800' : undefined,
    });
  }

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
