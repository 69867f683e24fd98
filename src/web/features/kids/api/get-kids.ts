import { useQuery } from '@tanstack/react-query';
import { kidsQueryOptions } from '../../../lib/kids-query';

/** The parent's kids, ordered by name as the API returns them. */
export function useKids() {
  return useQuery(kidsQueryOptions());
}
