import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { findToast } from '../../../testing/find-toast';
import { notificationSettingsAnswer } from '../../../testing/notification-answer';
import {
  apiError,
  heldAnswer,
  renderApp,
  signedInMe,
  stubApi,
  type ApiAnswer,
  type ApiHandlers,
} from '../../../testing/render-app';
import { browserTimeZone } from '../use-browser-time-zone';

type Patch = 'PATCH /api/notifications/settings';

/** The settings screen for a parent whose notification settings are `settings`; overrides win. */
const settingsApi = <K extends string = never>(
  settings = notificationSettingsAnswer(browserTimeZone()),
  overrides?: ApiHandlers<K>,
) =>
  stubApi({
    'GET /api/me': { json: signedInMe() },
    'GET /api/notifications/settings': { json: settings },
    ...overrides,
  });

const section = () => screen.findByRole('region', { name: 'Notifications' });

beforeEach(() => localStorage.clear());

describe('notification settings', () => {
  it('shows each kind with its e-mail and push switches, the reminders and quiet hours', async () => {
    settingsApi();
    renderApp('/settings');
    const notifications = await section();
    const comments = await within(notifications).findByRole('switch', {
      name: 'Comments by e-mail',
    });
    expect(comments).not.toBeChecked();
    expect(within(notifications).getByRole('switch', { name: 'Comments by push' })).toBeChecked();
    expect(
      within(notifications).getByRole('rowheader', { name: /Replies to your comments, and likes/ }),
    ).toBeInTheDocument();
    // Receipts always come by e-mail: on, and not to be turned off.
    const bookingMail = within(notifications).getByRole('switch', { name: 'Bookings by e-mail' });
    expect(bookingMail).toBeChecked();
    expect(bookingMail).toBeDisabled();
    expect(bookingMail).toHaveAccessibleDescription('Receipts always come by e-mail.');
    expect(within(notifications).getByText(/Every notification shows in the app/)).toBeVisible();
    expect(within(notifications).getByRole('switch', { name: '24 hours before' })).toBeChecked();
    expect(within(notifications).getByRole('switch', { name: '2 hours before' })).toBeChecked();
    expect(
      within(notifications).getByRole('switch', { name: 'Quiet hours (9 PM – 7 AM)' }),
    ).toBeChecked();
    expect(within(notifications).getByRole('combobox', { name: 'Time zone' })).toHaveValue(
      browserTimeZone(),
    );
  });

  it('saves a switch at once, sending only that switch', async () => {
    const held = heldAnswer<ApiAnswer<Patch>>();
    const calls = settingsApi(undefined, {
      'PATCH /api/notifications/settings': () => held.answer,
    });
    const { user } = renderApp('/settings');
    const notifications = await section();
    const comments = await within(notifications).findByRole('switch', {
      name: 'Comments by e-mail',
    });
    await user.click(comments);
    // On while the server answers.
    expect(comments).toBeChecked();
    expect(calls.find((c) => c.init?.method === 'PATCH')?.body).toEqual({
      channels: { comment: { email: true } },
    });
    const saved = notificationSettingsAnswer(browserTimeZone());
    held.release({
      json: { ...saved, channels: { ...saved.channels, comment: { email: true, push: true } } },
    });
    await findToast('Settings saved');
    expect(comments).toBeChecked();
  });

  it('puts a switch back and says why when the change cannot be saved', async () => {
    settingsApi(undefined, {
      'PATCH /api/notifications/settings': apiError(
        400,
        'validation_failed',
        'Choose a time zone from the list',
      ),
    });
    const { user } = renderApp('/settings');
    const notifications = await section();
    const twoHours = await within(notifications).findByRole('switch', { name: '2 hours before' });
    await user.click(twoHours);
    await findToast('Failed to save settings');
    expect(screen.getByText('Choose a time zone from the list')).toBeInTheDocument();
    await waitFor(() => expect(twoHours).toBeChecked());
  });

  it("sends the browser's time zone on the first visit when it differs, once", async () => {
    const other = browserTimeZone() === 'Asia/Tokyo' ? 'Europe/Paris' : 'Asia/Tokyo';
    const calls = settingsApi(notificationSettingsAnswer(other), {
      'PATCH /api/notifications/settings': () => ({
        json: { ...notificationSettingsAnswer(other), timeZone: browserTimeZone() },
      }),
    });
    renderApp('/settings');
    await waitFor(() =>
      expect(calls.filter((c) => c.init?.method === 'PATCH').map((c) => c.body)).toEqual([
        { timeZone: browserTimeZone() },
      ]),
    );
    expect(within(await section()).getByRole('combobox', { name: 'Time zone' })).toHaveValue(
      browserTimeZone(),
    );
  });

  it('leaves the zone a parent chose on an earlier visit', async () => {
    localStorage.setItem(`kidventure.notification-zone.${signedInMe().user?.id}`, '1');
    const other = browserTimeZone() === 'Asia/Tokyo' ? 'Europe/Paris' : 'Asia/Tokyo';
    const calls = settingsApi(notificationSettingsAnswer(other));
    renderApp('/settings');
    expect(await within(await section()).findByRole('combobox', { name: 'Time zone' })).toHaveValue(
      other,
    );
    expect(calls.some((c) => c.init?.method === 'PATCH')).toBe(false);
  });
});
