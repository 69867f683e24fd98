/** Every catalogue query lives under this key: booking or cancelling refreshes them all (spots). */
export const activitiesQueryKey = ['activities'] as const;
