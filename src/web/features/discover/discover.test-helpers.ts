import type { ParentLocation } from '../../../shared/schemas/profile';
import type { SavedSearch } from '../../../shared/schemas/saved-search';
import {
  activityAnswers,
  searchPage,
  type ActivitySearchItem,
} from '../../testing/activity-answer';
import type { KidAnswer } from '../../testing/kid-answer';
import {
  renderApp,
  SIGNED_OUT_ME,
  signedInMe,
  stubApi,
  type ApiAnswer,
  type ApiBody,
} from '../../testing/render-app';

export type DiscoverOptions = {
  path?: string;
  signedIn?: boolean;
  /** GET /api/preferences (signed in). */
  preferences?: ApiBody<'GET /api/preferences'>;
  /** The profile's remembered location (signed in). */
  savedLocation?: ParentLocation | null;
  /** The profile's region (signed in), given in onboarding or Settings. */
  region?: string | null;
  /** Answers GET /api/activities; by default ten activities for any search. */
  activities?: (
    query: URLSearchParams,
  ) => ApiAnswer<'GET /api/activities'> | Promise<ApiAnswer<'GET /api/activities'>>;
  geocode?: (query: URLSearchParams) => ApiAnswer<'GET /api/geocode/search'>;
  /** GET /api/kids (signed in). */
  kids?: KidAnswer[];
};

export const PROFILE = {
  firstName: 'Sam',
  birthDate: null,
  region: null,
  avatarUrl: null,
  discoverable: false,
  notificationsEnabled: true,
  locationFromRegion: false,
};

export const SAVED_PREFERENCES: ApiBody<'GET /api/preferences'> = {
  saved: true,
  activityTypes: [],
  preferredDays: [],
  preferredTimes: [],
  maxDistance: 10,
  ageRange: { min: 0, max: 12 },
  enableNotifications: true,
};

export const TEN = activityAnswers(1, 10);

export const page = (items: ActivitySearchItem[], nextCursor: string | null = null) => ({
  json: searchPage(items, nextCursor),
});

/**
 * Discover at `path` with the API answering like the server. Returns the searches asked for
 * (their query strings) and every call, to check what was sent.
 */
export function openDiscover({
  path = '/activities',
  signedIn = false,
  preferences = { ...SAVED_PREFERENCES, saved: false },
  savedLocation = null,
  region = null,
  activities = () => page(TEN),
  geocode = () => ({ json: { lat: 43.6426, lng: -79.3871, label: 'CN Tower, Toronto' } }),
  kids = [],
}: DiscoverOptions = {}) {
  const searches: URLSearchParams[] = [];
  let location = savedLocation;
  let saved: SavedSearch[] = [];
  const calls = stubApi({
    'GET /api/me': { json: signedIn ? signedInMe() : SIGNED_OUT_ME },
    'GET /api/kids': { json: { items: kids } },
    'GET /api/preferences': { json: preferences },
    'GET /api/profile': () => ({ json: { ...PROFILE, region, location } }),
    'PUT /api/profile/location': (body) => {
      location = body;
      return { json: { ...PROFILE, region, location } };
    },
    'GET /api/activities': (_body, url) => {
      searches.push(url.searchParams);
      return activities(url.searchParams);
    },
    'GET /api/geocode/search': (_body, url) => geocode(url.searchParams),
    // The parent's saved searches: what 'Tell me about new ones' saves this visit.
    'GET /api/saved-searches': () => ({ json: { items: saved } }),
    'POST /api/saved-searches': (body) => {
      const input = body as Pick<SavedSearch, 'source' | 'query' | 'label' | 'link'>;
      const item = {
        ...input,
        id: saved.length + 1,
        createdAt: '2026-11-29T09:00:00.000Z',
        notifiedOn: null,
      };
      saved = [item, ...saved];
      return { status: 201, json: item };
    },
  });
  return { ...renderApp(path), searches, calls };
}

/** The searches made by one tab, told apart by their sort and size. */
export const listSearches = (searches: URLSearchParams[]) =>
  searches.filter((s) => !s.has('sort') || s.get('sort') === 'relevance');
