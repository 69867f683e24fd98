import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PREFERRED_ACTIVITY_TYPES, TIME_WINDOWS } from '../../../../shared/family-options';
import { apiError, renderApp, stubApi, type ApiHandlers } from '../../../testing/render-app';
import { expectToast, onboardingApi, preferencesAnswer } from '../onboarding.test-helpers';

const openStep = async <K extends string = never>(handlers?: ApiHandlers<K>) => {
  const calls = stubApi({ ...onboardingApi(), ...handlers });
  const app = renderApp('/onboarding/preferences');
  await screen.findByRole('group', { name: 'Activity types' });
  return { ...app, calls };
};

const chips = (group: string) =>
  within(screen.getByRole('group', { name: group }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('preferences step', () => {
  it('offers the 13 activity types, 8 time windows and a 0–50 mile slider at 10', async () => {
    await openStep();
    expect(chips('Activity types')).toEqual([...PREFERRED_ACTIVITY_TYPES]);
    expect(chips('Preferred times')).toEqual([...TIME_WINDOWS]);
    const slider = screen.getByRole('slider', { name: 'Maximum travel distance' });
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '50');
    expect(slider).toHaveAttribute('aria-valuenow', '10');
    expect(slider).toHaveAttribute('aria-valuetext', '10 miles');
    expect(screen.getByText('10 miles')).toBeInTheDocument();
  });

  it('saves the choices over the rest of the saved preferences', async () => {
    const saved = preferencesAnswer({
      preferredDays: ['Saturday'],
      ageRange: { min: 3, max: 9 },
      enableNotifications: false,
      saved: true,
    });
    const { user, calls, location } = await openStep({
      'GET /api/preferences': { json: saved },
      'PUT /api/preferences': (body) => ({ json: { ...body, saved: true } }),
    });
    await user.click(screen.getByRole('button', { name: 'Science' }));
    await user.click(screen.getByRole('button', { name: 'Arts & Crafts' }));
    const afterSchool = screen.getByRole('button', { name: 'After School' });
    await user.click(afterSchool);
    expect(afterSchool).toHaveAttribute('aria-pressed', 'true');
    const slider = screen.getByRole('slider', { name: 'Maximum travel distance' });
    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '20');
    expect(slider).toHaveAttribute('aria-valuetext', '20 miles');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location().pathname).toBe('/onboarding/complete'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      activityTypes: ['Arts & Crafts', 'Science'],
      preferredDays: ['Saturday'],
      preferredTimes: ['After School'],
      maxDistance: 20,
      ageRange: { min: 3, max: 9 },
      enableNotifications: false,
    });
  });

  it('shows the failure and stays', async () => {
    const { user, location } = await openStep({
      'PUT /api/preferences': apiError(500, 'internal', 'Something went wrong on our side.'),
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await expectToast('Failed to save preferences', 'Something went wrong on our side.');
    expect(location().pathname).toBe('/onboarding/preferences');
  });

  it("'Skip for now' goes on without saving", async () => {
    const { user, calls, location } = await openStep();
    await user.click(screen.getByRole('button', { name: 'Music' }));
    await user.click(screen.getByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(location().pathname).toBe('/onboarding/complete'));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
