import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Me } from '../../shared/schemas/account';
import { useMe } from '../api/me/get-me';
import { LoadingPanel } from '../components/ui/loading-panel';
import { authPathFor } from '../lib/safe-redirect';

type User = NonNullable<Me['user']>;

/**
 * A screen for signed-in parents only: anyone else goes to sign in and comes back here after.
 * A parent who signs out on the screen goes to plain /auth, like the account menu's Log out.
 */
export function SignedInOnly({ children }: { children: (user: User) => ReactNode }) {
  const { pathname, search } = useLocation();
  const me = useMe();
  const user = me.data?.user;
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (user && !wasSignedIn) setWasSignedIn(true);

  // A cached "signed out" may be stale right after signing in: wait for the refetch.
  if (me.isPending || (!user && me.isFetching)) {
    return <LoadingPanel label="Loading" className="py-24" />;
  }
  if (!user) {
    return <Navigate to={wasSignedIn ? '/auth' : authPathFor(pathname + search)} replace />;
  }
  return children(user);
}
