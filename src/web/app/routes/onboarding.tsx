import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { invalidateMe } from '../../api/me/get-me';
import { SignedInOnly } from '../signed-in-only';

/** Onboarding is for a signed-in parent; anyone else signs in first and comes back. */
export function Component() {
  const queryClient = useQueryClient();

  // Saving kids or preferences can complete onboarding on the server: leaving these screens
  // (by any way) refreshes the session's view of it, which the home prompt reads.
  useEffect(() => () => void invalidateMe(queryClient), [queryClient]);

  return <SignedInOnly>{() => <Outlet />}</SignedInOnly>;
}
