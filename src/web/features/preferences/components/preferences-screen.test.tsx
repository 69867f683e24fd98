import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '../../../../shared/family-options';
import {
  apiError,
  heldAnswer,
  renderApp,
  SIGNED_OUT_ME,
  signedInMe,
  stubApi,
  type ApiBody,
} from '../../../testing/render-app';

type Preferences = ApiBody<'GET /api/preferences'>;

// The shared defaults list no choices; typed as the answer's choice lists.
const DEFAULTS: Preferences = {
  ...DEFAULT_PREFERENCES,
  activityTypes: [],
  preferredDays: [],
  preferredTimes: [],
  saved: false,
};
const heading = () => screen.findByRole('heading', { level: 1, name: 'Your Preferences' });
const group = (name: string) => screen.getByRole('group', { name });

describe('preferences screen', () => {
  it('starts from the defaults when nothing is saved', async () => {
    stubApi({
      'GET /api/me': { json: signedInMe() },
      'GET /api/preferences': { json: DEFAULTS },
    });
    renderApp('/preferences');
    await heading();
    await screen.findByRole('button', { name: 'Save' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const types = within(group('Activity types')).getAllByRole('checkbox');
    expect(types).toHaveLength(13);
    expect(types[0]).toHaveAccessibleName('Arts & Crafts');
    expect(within(group('Preferred days')).getAllByRole('checkbox')).toHaveLength(7);
    expect(within(group('Preferred times')).getAllByRole('checkbox')).toHaveLength(8);
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toBeChecked();

    const distance = screen.getByRole('slider', { name: 'Maximum travel distance' });
    expect(distance).toHaveAttribute('aria-valuetext', '10 miles');
    expect(distance).toHaveAttribute('aria-valuemin', '1');
    expect(distance).toHaveAttribute('aria-valuemax', '50');
    expect(screen.getByText('10 miles')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Youngest age' })).toHaveAttribute(
      'aria-valuetext',
      '0 years',
    );
    expect(screen.getByRole('slider', { name: 'Oldest age' })).toHaveAttribute(
      'aria-valuetext',
      '12 years',
    );
    expect(screen.getByText('0–12 years')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Enable notifications' })).toBeChecked();
  });

  // Many clicks and key presses: more than the default 5 s on a busy machine.
  it(
    'saves the whole set as chosen, then goes home with a toast',
    { timeout: 15_000 },
    async () => {
      const held = heldAnswer<void>();
      const calls = stubApi({
        'GET /api/me': { json: signedInMe() },
        'GET /api/preferences': { json: DEFAULTS },
        'PUT /api/preferences': async (body) => {
          await held.answer;
          return { json: { ...body, saved: true } };
        },
      });
      const { user, location } = renderApp('/preferences');
      await heading();

      await user.click(await screen.findByRole('checkbox', { name: 'Music' }));
      await user.click(screen.getByRole('checkbox', { name: 'Arts & Crafts' }));
      await user.click(screen.getByRole('checkbox', { name: 'Saturday' }));
      await user.click(screen.getByRole('checkbox', { name: 'After School' }));
      // Toggling twice leaves it off.
      await user.click(screen.getByRole('checkbox', { name: 'Coding' }));
      await user.click(screen.getByRole('checkbox', { name: 'Coding' }));

      const distance = screen.getByRole('slider', { name: 'Maximum travel distance' });
      distance.focus();
      await user.keyboard('{ArrowRight}{ArrowRight}');
      expect(distance).toHaveAttribute('aria-valuetext', '12 miles');
      screen.getByRole('slider', { name: 'Youngest age' }).focus();
      await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
      screen.getByRole('slider', { name: 'Oldest age' }).focus();
      await user.keyboard('{ArrowLeft}');
      expect(screen.getByText('3–11 years')).toBeInTheDocument();
      await user.click(screen.getByRole('switch', { name: 'Enable notifications' }));

      // A second submit before the page has even re-rendered (a double press) sends nothing more.
      const form = screen.getByRole('form', { name: 'Your Preferences' });
      fireEvent.submit(form);
      fireEvent.submit(form);
      held.release();
      expect(await screen.findByText('Preferences saved')).toBeInTheDocument();
      await waitFor(() => expect(location().pathname).toBe('/'));
      expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
      const put = calls.find((c) => c.method === 'PUT');
      // In the spec's order, not the order they were tapped.
      expect(put?.body).toEqual({
        activityTypes: ['Arts & Crafts', 'Music'],
        preferredDays: ['Saturday'],
        preferredTimes: ['After School'],
        maxDistance: 12,
        ageRange: { min: 3, max: 11 },
        enableNotifications: false,
      });
    },
  );

  it('keeps the choices and shows the server message when saving fails', async () => {
    stubApi({
      'GET /api/me': { json: signedInMe() },
      'GET /api/preferences': {
        json: { ...DEFAULTS, activityTypes: ['Sports'], maxDistance: 25, saved: true },
      },
      'PUT /api/preferences': apiError(500, 'internal', 'The database is having a nap.'),
    });
    const { user, location } = renderApp('/filters');
    await heading();
    expect(await screen.findByRole('checkbox', { name: 'Sports' })).toBeChecked();
    expect(screen.getByRole('slider', { name: 'Maximum travel distance' })).toHaveAttribute(
      'aria-valuetext',
      '25 miles',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Dance' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Failed to save preferences')).toBeInTheDocument();
    expect(screen.getByText('The database is having a nap.')).toBeInTheDocument();
    expect(location().pathname).toBe('/filters');
    expect(screen.getByRole('checkbox', { name: 'Dance' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Sports' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('cancel goes home without saving', async () => {
    const calls = stubApi({
      'GET /api/me': { json: signedInMe() },
      'GET /api/preferences': { json: DEFAULTS },
    });
    const { user, location } = renderApp('/preferences');
    await user.click(await screen.findByRole('checkbox', { name: 'Music' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('offers a retry when the preferences cannot be loaded', async () => {
    let fail = true;
    stubApi({
      'GET /api/me': { json: signedInMe() },
      'GET /api/preferences': () =>
        fail ? apiError(401, 'unauthorized', 'User not authenticated') : { json: DEFAULTS },
    });
    const { user } = renderApp('/preferences');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('User not authenticated');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in, coming back here after', async () => {
    stubApi({ 'GET /api/me': { json: SIGNED_OUT_ME } });
    const { location } = renderApp('/filters');
    await waitFor(() => expect(location().pathname).toBe('/auth'));
    expect(location().search).toBe('?redirectTo=%2Ffilters');
  });
});
