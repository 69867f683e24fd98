import { useQuery } from '@tanstack/react-query';
import type { Me } from '../../../../shared/schemas/account';
import { meQueryOptions } from '../../../lib/me-query';

export { getMe, meQueryKey, meQueryOptions } from '../../../lib/me-query';

export const SIGNED_OUT: Me = { user: null, profile: null, onboardingComplete: false };

/** The session: who is signed in (user null when nobody is). The one source of truth. */
export function useMe() {
  return useQuery(meQueryOptions());
}
