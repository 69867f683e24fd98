import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openAccountMenu } from '../../../testing/open-account-menu';
import {
  apiError,
  renderApp,
  SIGNED_OUT_ME,
  signedInMe,
  stubApi,
  type ApiBody,
  type ApiHandlers,
} from '../../../testing/render-app';

const EMAIL = 'zoe@example.com';
const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const PROFILE: ApiBody<'GET /api/profile'> = {
  firstName: 'Zoe',
  birthDate: null,
  region: 'Toronto, Ontario',
  avatarUrl: '/api/profile/avatar?v=1',
  discoverable: false,
  notificationsEnabled: true,
  locationFromRegion: false,
  location: null,
};

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const SESSIONS = {
  items: [
    {
      id: 's1',
      userAgent: CHROME_LINUX,
      ipAddress: '203.0.113.7',
      createdAt: minutesAgo(600),
      lastActiveAt: minutesAgo(1),
      current: true,
    },
    {
      id: 's2',
      userAgent: SAFARI_IPHONE,
      ipAddress: '198.51.100.20',
      createdAt: minutesAgo(6000),
      lastActiveAt: minutesAgo(180),
      current: false,
    },
  ],
  nextCursor: null,
};

/** The settings screen's reads, answered as the API contract says; overrides win. */
const settingsApi = <K extends string = never>(overrides?: ApiHandlers<K>) =>
  stubApi({
    'GET /api/me': { json: signedInMe(EMAIL) },
    'GET /api/profile': { json: PROFILE },
    'GET /api/account/sessions': { json: SESSIONS },
    ...overrides,
  });

const section = (name: string) => screen.getByRole('region', { name });

describe('settings screen', () => {
  it('shows each section with the parent’s data', async () => {
    settingsApi();
    renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const name of [
      'Profile',
      'Account',
      'Signed-in devices',
      'Privacy & notifications',
      'Your data',
    ]) {
      expect(section(name)).toBeInTheDocument();
    }

    const profile = section('Profile');
    expect(await within(profile).findByRole('textbox', { name: 'First name' })).toHaveValue('Zoe');
    expect(within(profile).getByRole('textbox', { name: /^Region/ })).toHaveValue(
      'Toronto, Ontario',
    );
    expect(within(profile).getByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
      'src',
      '/api/profile/avatar?v=1',
    );
    expect(within(section('Account')).getByText(EMAIL)).toBeInTheDocument();
    expect(
      await within(section('Privacy & notifications')).findByRole('switch', {
        name: 'Discoverable to other parents',
      }),
    ).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Enable notifications' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Export my data' })).toHaveAttribute(
      'href',
      '/api/account/export',
    );
  });

  it('lists the signed-in devices in plain words, this one marked', async () => {
    settingsApi();
    renderApp('/settings');
    const devices = await screen.findByRole('region', { name: 'Signed-in devices' });
    const rows = await within(devices).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Chrome on Linux');
    expect(rows[0]).toHaveTextContent('This device');
    expect(rows[0]).toHaveTextContent('203.0.113.7');
    expect(rows[0]).toHaveTextContent('Last active 1 minute ago');
    expect(rows[1]).toHaveTextContent('Safari on iPhone');
    expect(rows[1]).not.toHaveTextContent('This device');
    expect(rows[1]).toHaveTextContent('Last active about 3 hours ago');
  });

  it('loads more devices with the keyboard when there are more, and says so meanwhile', async () => {
    const later = {
      id: 's3',
      userAgent: SAFARI_IPHONE,
      ipAddress: '198.51.100.99',
      createdAt: minutesAgo(9000),
      lastActiveAt: minutesAgo(3000),
      current: false,
    };
    const calls = settingsApi({
      'GET /api/account/sessions': (_body: unknown, url: URL) =>
        url.searchParams.get('cursor') === 'page-2'
          ? { json: { items: [later], nextCursor: null } }
          : { json: { ...SESSIONS, nextCursor: 'page-2' } },
    });
    const { user } = renderApp('/settings');
    const devices = await screen.findByRole('region', { name: 'Signed-in devices' });
    expect(await within(devices).findAllByRole('listitem')).toHaveLength(2);
    expect(
      within(devices).getByText('More than 1 other devices are signed in.'),
    ).toBeInTheDocument();

    const more = within(devices).getByRole('button', { name: 'Load more devices' });
    more.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(devices).getAllByRole('listitem')).toHaveLength(3));
    expect(within(devices).getAllByRole('listitem')[2]).toHaveTextContent('198.51.100.99');
    expect(within(devices).queryByRole('button', { name: 'Load more devices' })).toBeNull();
    expect(within(devices).getByText('2 other devices are signed in.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/account/sessions')).toHaveLength(2);
  });

  it('signs out the other sessions after a confirmation and refreshes the list', async () => {
    let items = SESSIONS.items;
    const calls = settingsApi({
      'GET /api/account/sessions': () => ({ json: { items, nextCursor: null } }),
      'POST /api/account/sessions/sign-out-others': () => {
        items = items.filter((s) => s.current);
        return { json: { ok: true, signedOut: 1 } };
      },
    });
    const { user } = renderApp('/settings');
    const devices = await screen.findByRole('region', { name: 'Signed-in devices' });
    await within(devices).findByText('Safari on iPhone');
    await user.click(within(devices).getByRole('button', { name: 'Sign out other sessions' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out other sessions?' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out other sessions' }));

    expect(await screen.findByText('Signed out other sessions')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(devices).queryByText('Safari on iPhone')).not.toBeInTheDocument(),
    );
    expect(within(devices).getByText('No other devices are signed in.')).toBeInTheDocument();
    expect(within(devices).getByRole('button', { name: 'Sign out other sessions' })).toBeDisabled();
  });

  it('shows a wrong current password next to the field and keeps what was typed', async () => {
    const calls = settingsApi({
      'POST /api/account/change-email': apiError(
        401,
        'invalid_credentials',
        'Your current password is not correct',
      ),
    });
    const { user } = renderApp('/settings');
    const form = await screen.findByRole('form', { name: 'Change email' });
    const newEmail = within(form).getByRole('textbox', { name: 'New email' });
    const password = within(form).getByLabelText('Current password');
    await user.type(newEmail, 'Zoe.New@Example.com');
    await user.type(password, 'not-my-password');
    await user.click(within(form).getByRole('button', { name: 'Change email' }));

    await waitFor(() =>
      expect(password).toHaveAccessibleDescription('Your current password is not correct'),
    );
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('Failed to change email')).toBeInTheDocument();
    expect(newEmail).toHaveValue('Zoe.New@Example.com');
    expect(password).toHaveValue('not-my-password');
    expect(calls.find((c) => c.path === '/api/account/change-email')?.body).toEqual({
      newEmail: 'zoe.new@example.com',
      currentPassword: 'not-my-password',
    });

    // The message goes once the password is changed.
    await user.type(password, '!');
    expect(password).not.toHaveAttribute('aria-invalid');
  });

  it('shows a taken e-mail next to the new e-mail', async () => {
    settingsApi({
      'POST /api/account/change-email': apiError(
        409,
        'account_exists',
        'An account with this email already exists. Please sign in instead.',
      ),
    });
    const { user } = renderApp('/settings');
    const form = await screen.findByRole('form', { name: 'Change email' });
    const newEmail = within(form).getByRole('textbox', { name: 'New email' });
    await user.type(newEmail, 'taken@example.com');
    await user.type(within(form).getByLabelText('Current password'), 'sunny-days-ahead-1');
    await user.click(within(form).getByRole('button', { name: 'Change email' }));
    await waitFor(() =>
      expect(newEmail).toHaveAccessibleDescription(
        'An account with this email already exists. Please sign in instead.',
      ),
    );
  });

  it('saves the first name and region', async () => {
    const calls = settingsApi({
      'PATCH /api/profile': (body) => ({ json: { ...PROFILE, ...body } }),
    });
    const { user } = renderApp('/settings');
    const profile = await screen.findByRole('region', { name: 'Profile' });
    const firstName = await within(profile).findByRole('textbox', { name: 'First name' });
    await user.clear(firstName);
    await user.type(firstName, '  Zoey ');
    await user.click(within(profile).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      firstName: 'Zoey',
      region: 'Toronto, Ontario',
    });
  });

  it('saves the discoverable switch at once and flips it back when refused', async () => {
    let refuse = false;
    const calls = settingsApi({
      'PATCH /api/profile': (body) =>
        refuse
          ? apiError(500, 'internal', 'Something went wrong on our side. Please try again.')
          : { json: { ...PROFILE, ...body } },
    });
    const { user } = renderApp('/settings');
    const discoverable = await screen.findByRole('switch', {
      name: 'Discoverable to other parents',
    });
    expect(discoverable).toHaveAccessibleDescription(/find you by your first name and region/);
    await user.click(discoverable);
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(discoverable).toBeChecked();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ discoverable: true });

    refuse = true;
    await user.click(discoverable);
    expect(await screen.findByText('Failed to save profile')).toBeInTheDocument();
    await waitFor(() => expect(discoverable).toBeChecked());
  });

  it('deletes the account only once the e-mail is typed, then signs out', async () => {
    const calls = settingsApi({ 'POST /api/account/delete': { json: { ok: true } } });
    const { user, location } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent('your kid profiles and their documents');
    // Money is lost with the account: the parent is told before confirming.
    expect(dialog).toHaveTextContent(
      'your bookings: places in upcoming activities are given up, with no refund',
    );
    expect(dialog).toHaveTextContent('your wallet balance, gift cards and saved cards');
    const confirm = within(dialog).getByRole('textbox', {
      name: 'Type your email address to confirm',
    });
    const remove = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(remove).toBeDisabled();
    await user.type(confirm, 'zoe@example.co');
    expect(remove).toBeDisabled();
    await user.clear(confirm);
    await user.type(confirm, ' ZOE@Example.com ');
    expect(remove).toBeEnabled();

    await user.click(remove);
    await waitFor(() => expect(location().pathname).toBe('/auth'));
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/account/delete')).toHaveLength(1);
    expect(calls.find((c) => c.path === '/api/account/delete')?.body).toEqual({
      confirmEmail: 'ZOE@Example.com',
    });
  });

  it('keeps the dialog open with the server’s reason when deleting fails', async () => {
    settingsApi({
      'POST /api/account/delete': apiError(
        400,
        'confirmation_mismatch',
        'Type your e-mail address exactly to confirm.',
      ),
    });
    const { user, location } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('textbox', {
      name: 'Type your email address to confirm',
    });
    await user.type(confirm, EMAIL);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() =>
      expect(confirm).toHaveAccessibleDescription('Type your e-mail address exactly to confirm.'),
    );
    expect(location().pathname).toBe('/settings');
    expect(confirm).toHaveValue(EMAIL);
  });

  // Server errors are retried (1 s, then 2 s) before the section gives up.
  it(
    'shows a retry for a section that cannot load, while the others work',
    { timeout: 15_000 },
    async () => {
      settingsApi({
        'GET /api/account/sessions': apiError(500, 'internal', 'Something went wrong.'),
      });
      renderApp('/settings');
      const devices = await screen.findByRole('region', { name: 'Signed-in devices' });
      const alert = await within(devices).findByRole('alert', {}, { timeout: 10_000 });
      expect(alert).toHaveTextContent('Your devices could not be loaded.');
      expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(
        await within(section('Profile')).findByRole('textbox', { name: 'First name' }),
      ).toHaveValue('Zoe');
    },
  );

  it(
    'logging out here goes to plain sign-in, as from any screen',
    { timeout: 40_000 },
    async () => {
      let signedIn = true;
      settingsApi({
        'GET /api/me': () => ({ json: signedIn ? signedInMe(EMAIL) : SIGNED_OUT_ME }),
        'POST /api/account/sign-out': () => {
          signedIn = false;
          return { json: { ok: true } };
        },
      });
      const { user, location } = renderApp('/settings');
      await screen.findByRole('heading', { level: 1, name: 'Settings' });
      await openAccountMenu(user);
      await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
      await waitFor(() => expect(location().pathname).toBe('/auth'));
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Kidventure' });
      expect(location().search).toBe('');
    },
  );

  it('sends a signed-out visitor to sign in', async () => {
    stubApi({ 'GET /api/me': { json: SIGNED_OUT_ME } });
    const { location } = renderApp('/settings');
    await waitFor(() => expect(location().pathname).toBe('/auth'));
    expect(location().search).toBe('?redirectTo=%2Fsettings');
  });
});
