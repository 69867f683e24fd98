import type { ApiBody } from './render-app';

type ParentProfile = ApiBody<'GET /api/profile'>;

/** GET /api/profile for a parent who has not filled anything in yet. */
export const profileAnswer = (overrides: Partial<ParentProfile> = {}): ParentProfile => ({
  firstName: null,
  birthDate: null,
  region: null,
  avatarUrl: null,
  discoverable: false,
  notificationsEnabled: true,
  locationFromRegion: false,
  location: null,
  ...overrides,
});
