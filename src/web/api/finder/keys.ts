/** Finder answers; they read the catalogue, so a booking (spots) need not refresh them. */
export const finderQueryKey = ['finder'] as const;
