export const PRODUCT_NAME = 'Kidventure';

/** Exact paths and their header titles (the spec's titles, then ours for the rest). */
const EXACT: Record<string, string> = {
  '/': PRODUCT_NAME,
  '/activities': 'Discover',
  '/bookings': 'Bookings',
  '/booking': 'Booking Summary',
  '/booking/confirmation': 'Booking Confirmation',
  '/profiles': 'Kid Profiles',
  '/profiles/new': 'Create Kid Profile',
  '/wallet': 'Wallet',
  '/messages': 'Messages',
  '/notifications': 'Notifications',
  '/favorites': 'Collections',
  '/lists': 'Collections',
  '/boredom-bot': 'BoredomBot',
  '/kid-curator': 'KidCurator',
  '/calendar': 'Calendar',
  '/settings': 'Settings',
  '/preferences': 'Your Preferences',
  '/filters': 'Your Preferences',
  '/unsubscribe': 'Unsubscribe',
  '/dev/mailbox': 'Dev Mailbox',
};

/** Paths with an id segment, most specific first. */
const PATTERNS: Array<[RegExp, string]> = [
  [/^\/activities\/[^/]+$/, 'Activity Details'],
  [/^\/providers\/[^/]+$/, 'Provider'],
  [/^\/lists\/shared\/[^/]+$/, 'Shared List'],
  [/^\/profiles\/edit\/[^/]+$/, 'Edit Kid Profile'],
  [/^\/profiles\/[^/]+$/, 'Profile'],
];

/** The header title for a path; unknown paths show the product name. */
export function pageTitle(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname || '/';
  const exact = EXACT[path];
  if (exact) return exact;
  for (const [pattern, title] of PATTERNS) if (pattern.test(path)) return title;
  return PRODUCT_NAME;
}
