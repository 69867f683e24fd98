import { CalendarPlus, Pencil } from 'lucide-react';
import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Kid } from '../../../../shared/schemas/kid';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useKid } from '../api/get-kid';
import { ageLabel } from '../kid-format';
import { KidAvatar } from './kid-avatar';
import { KidDetails } from './kid-details';
import { LoadError, ProfileNotFound } from './status-panels';

/** /profiles/:id: one child, with 'Profile Details' and 'Bookings' tabs. */
export function KidDetail({ id }: { id: string }) {
  const kid = useKid(id);
  if (kid.isPending) return <Spinner label="Loading profile" className="py-24" />;
  if (kid.isError) {
    if (isApiError(kid.error, 'not_found')) return <ProfileNotFound />;
    return (
      <LoadError
        heading="h1"
        title="We couldn't load this profile"
        message={errorMessage(kid.error)}
        onRetry={() => void kid.refetch()}
        retrying={kid.isFetching}
      />
    );
  }
  return <KidProfile kid={kid.data} />;
}

type Tab = 'details' | 'bookings';

function KidProfile({ kid }: { kid: Kid }) {
  // The tab is in the address (?tab=bookings) so it survives a reload and can be linked to.
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get('tab') === 'bookings' ? 'bookings' : 'details';
  const bookingsTab = useRef<HTMLButtonElement>(null);
  // Bookings arrive with the bookings API; until then every child has none.
  const bookingCount = 0;

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
          <TabsTrigger ref={bookingsTab} value="bookings" aria-label={`Bookings (${bookingCount})`}>
            Bookings
            <span
              aria-hidden
              className="min-w-6 rounded-full bg-primary-soft px-1.5 text-xs leading-5 font-bold text-primary-hover"
            >
              {bookingCount}
            </span>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="details">
          <KidDetails kid={kid} onViewBookings={viewBookings} />
        </TabsContent>
        <TabsContent value="bookings">
          <div className="rounded-3xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
            <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-accent-soft text-amber-900">
              <CalendarPlus aria-hidden className="size-6" />
            </span>
            <h2 className="mt-4 text-lg font-bold">No bookings yet</h2>
            <p className="mx-auto mt-1 max-w-sm text-muted">
              Activities you book for {kid.name} will appear here.
            </p>
            <Link to="/activities" className={buttonClasses({ className: 'mt-6' })}>
              Book New Activity
            </Link>
          </div>
        </TabsContent>
      </Tabs>
    </div>
  );
}
