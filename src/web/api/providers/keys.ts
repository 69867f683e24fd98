import { activitiesQueryKey } from '../activities/keys';

/**
 * Providers' pages are catalogue reads, so they live under the catalogue's key: booking or
 * cancelling refreshes them (spots left) with every other list of activities.
 */
export const providersQueryKey = [...activitiesQueryKey, 'providers'] as const;
