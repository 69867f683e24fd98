import { kidAnswer as baseKidAnswer, type KidAnswer } from '../../testing/kid-answer';
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { DEFAULT_PREFERENCES } from '../../../shared/family-options';
import { profileAnswer } from '../../testing/profile-answer';
import { apiStubs, signedInMe, type ApiBody } from '../../testing/render-app';

export { profileAnswer };

type Preferences = ApiBody<'GET /api/preferences'>;

export const preferencesAnswer = (overrides: Partial<Preferences> = {}): Preferences => ({
  ...DEFAULT_PREFERENCES,
  activityTypes: [],
  preferredTimes: [],
  preferredDays: [],
  saved: false,
  ...overrides,
});

export const kidAnswer = (overrides: Partial<KidAnswer> = {}): KidAnswer =>
  baseKidAnswer({ name: 'Mia', birthDate: '2019-04-02', ...overrides });

/** The API of a signed-in parent part-way through onboarding; override any answer. */
export const onboardingApi = () =>
  apiStubs({
    'GET /api/me': { json: signedInMe('parent@example.com', false) },
    'GET /api/profile': { json: profileAnswer() },
    'GET /api/kids': { json: { items: [] } },
    'GET /api/preferences': { json: preferencesAnswer() },
    'POST /api/onboarding/complete': { json: { onboardingComplete: true } },
  });

/** Waits for a toast titled `title` (with `description`, when given). */
export async function expectToast(title: string, description?: string) {
  await waitFor(() => {
    // A replaced toast lingers while it animates out: any of them may be the one.
    const toasts = screen.getAllByText(title, { exact: true }).map((el) => el.closest('li'));
    const match = toasts.some(
      (toast) => toast && (!description || within(toast).queryByText(description)),
    );
    expect(match, `toast '${title}' with '${description ?? ''}'`).toBe(true);
  });
}

export const stepHeading = (name: string) => screen.findByRole('heading', { level: 1, name });
