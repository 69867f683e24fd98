import { useMe } from '../../api/me/get-me';
import { LoadingPanel } from '../../components/ui/loading-panel';
import { CalendarScreen } from '../../features/calendar/components/calendar-screen';
import { CalendarSignedOut } from '../../features/calendar/components/calendar-signed-out';

/**
 * /calendar (a bottom-nav tab): the parent's bookings by week or month and the private feed;
 * a visitor sees what it is for and a way to sign in.
 */
export function Component() {
  const me = useMe();
  const user = me.data?.user;
  // A cached "signed out" may be stale right after signing in: wait for the refetch.
  if (me.isPending || (!user && me.isFetching)) {
    return <LoadingPanel label="Loading" className="py-24" />;
  }
  return user ? <CalendarScreen /> : <CalendarSignedOut />;
}
