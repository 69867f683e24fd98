import { Pencil } from 'lucide-react';
import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Kid } from '../../../../shared/schemas/kid';
import { useKidBookings } from '../../../api/bookings/list-bookings';
import { buttonClasses } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { ageLabel } from '../kid-format';
import { KidAvatar } from './kid-avatar';
import { KidBookings } from './kid-bookings';
import { KidDetails } from './kid-details';
import { WithKid } from './with-kid';

/** /profiles/:id: one child, with 'Profile Details' and 'Bookings' tabs. */
export function KidDetail({ id }: { id: string }) {
  return <WithKid id={id}>{(kid) => <KidProfile kid={kid} />}</WithKid>;
}

type Tab = 'details' | 'bookings';

function KidProfile({ kid }: { kid: Kid }) {
  // The tab is in the address (?tab=bookings) so it survives a reload and can be linked to.
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get('tab') === 'bookings' ? 'bookings' : 'details';
  const bookingsTab = useRef<HTMLButtonElement>(null);
  const bookings = useKidBookings(kid.id);
  // The badge counts what is loaded; '50+' when more pages remain. Nothing until it is known.
  const bookingCount = bookings.bookings
    ? `${bookings.bookings.length}${bookings.more ? '+' : ''}`
    : null;

  const showTab = (next: string) =>
    setSearchParams(next === 'bookings' ? { tab: 'bookings' } : {}, { replace: true });
  const viewBookings = () => {
    showTab('bookings');
    // The button that was pressed leaves with its tab panel: keep the keyboard on the tabs.
    requestAnimationFrame(() => bookingsTab.current?.focus());
  };

  return (
    <div>
      <section className="flex items-center gap-4 rounded-3xl border border-line bg-white p-5 shadow-xs sm:p-6">
        <KidAvatar name={kid.name} color={kid.avatarColor} size="lg" />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-extrabold tracking-tight break-words sm:text-3xl">
            {kid.name}
          </h1>
          <p className="mt-0.5 text-muted">{ageLabel(kid.birthDate)}</p>
        </div>
        <Link
          to={`/profiles/edit/${kid.id}`}
          aria-label={`Edit ${kid.name}'s profile`}
          title="Edit"
          className={buttonClasses({ variant: 'secondary', size: 'icon' })}
        >
          <Pencil aria-hidden className="size-5" />
        </Link>
      </section>

      <Tabs value={tab} onValueChange={showTab} className="mt-6">
        <TabsList>
          <TabsTrigger value="details">Profile Details</TabsTrigger>
          <TabsTrigger
            ref={bookingsTab}
            value="bookings"
            aria-label={bookingCount === null ? 'Bookings' : `Bookings (${bookingCount})`}
          >
            Bookings
            {bookingCount !== null && (
              <span
                aria-hidden
                className="min-w-6 rounded-full bg-primary-soft px-1.5 text-xs leading-5 font-bold text-primary-hover"
              >
                {bookingCount}
              </span>
            )}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="details">
          <KidDetails kid={kid} onViewBookings={viewBookings} />
        </TabsContent>
        <TabsContent value="bookings">
          <KidBookings kidId={kid.id} kidName={kid.name} state={bookings} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
