import type { ReactNode } from 'react';
import type { Kid } from '../../../../shared/schemas/kid';
import { useKid } from '../../../api/kids/get-kid';
import { QueryError } from '../../../components/ui/query-error';
import { LoadingPanel } from '../../../components/ui/loading-panel';
import { isApiError } from '../../../lib/api-client';
import { ProfileNotFound } from './status-panels';

/**
 * Loads one of the parent's kids and renders `children` with it; meanwhile the loading panel,
 * and then 'not found' (another parent's id, or a deleted profile) or a retryable error.
 */
export function WithKid({ id, children }: { id: string; children: (kid: Kid) => ReactNode }) {
  const kid = useKid(id);
  if (kid.isPending) return <LoadingPanel label="Loading profile" className="py-24" />;
  if (kid.isError) {
    if (isApiError(kid.error, 'kid_not_found')) return <ProfileNotFound />;
    return <QueryError query={kid} heading="h1" title="We couldn't load this profile" />;
  }
  return children(kid.data);
}
