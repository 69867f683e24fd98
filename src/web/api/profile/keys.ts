/** The parent's profile (one entry for onboarding, settings and the map). */
export const profileQueryKey = ['profile'] as const;

/** The profile's remembered location, per user (see parent-location.ts). */
export const parentLocationQueryKey = ['parent-location'] as const;
