/** The spec's delay before 'Share Your Location' opens by itself on Discover (part 1, section 9). */
export const LOCATION_DIALOG_DELAY_MS = 1000;
