import { kidAnswer } from '../../testing/kid-answer';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openAccountMenu } from '../../testing/open-account-menu';
import { renderApp, SIGNED_OUT_ME, signedInMe, stubApi } from '../../testing/render-app';

describe('main layout', () => {
  it('shows the signed-out home with a way to sign in', async () => {
    stubApi({ 'GET /api/me': { json: SIGNED_OUT_ME } });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Welcome to Kidventure',
    );
    expect(
      screen.getByText('The simplest way to discover and book amazing activities for your kids.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to get started' })).toHaveAttribute(
      'href',
      '/auth',
    );
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'BoredomBot' }),
    ).toHaveAttribute('href', '/boredom-bot');
    // A visitor has no messages: the header has no Messages link.
    expect(
      within(screen.getByRole('banner')).queryByRole('link', { name: /Messages/ }),
    ).not.toBeInTheDocument();
  });

  it('shows the unread messages count in the header, in its name too, and leads to Messages', async () => {
    stubApi({
      'GET /api/me': { json: signedInMe('parent@example.com') },
      'GET /api/network/conversations': { json: { items: [], unreadTotal: 120 } },
    });
    const { user, location } = renderApp('/calendar');
    const header = await screen.findByRole('banner');
    const link = await within(header).findByRole('link', { name: 'Messages, 120 unread' });
    expect(link).toHaveAttribute('href', '/messages');
    expect(link).toHaveTextContent('99+');
    // The bottom bar says the same.
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: /^Messages\W+120 unread$/,
      }),
    ).toBeInTheDocument();
    await user.click(link);
    await waitFor(() => expect(location().pathname).toBe('/messages'));
  });

  it('has a back button, the path title and a sign-in link that returns here', async () => {
    stubApi({ 'GET /api/me': { json: SIGNED_OUT_ME } });
    const { user, location } = renderApp('/calendar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendar' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/auth?redirectTo=%2Fcalendar');

    // A deep link has nowhere to go back to in the app: back goes home.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location().pathname).toBe('/'));
  });

  it('goes back one step', async () => {
    stubApi({ 'GET /api/me': { json: SIGNED_OUT_ME } });
    const { user, location } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Kidventure' });
    await user.click(screen.getByRole('link', { name: 'Calendar' }));
    await screen.findByRole('heading', { level: 1, name: 'Calendar' });
    const main = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(main).getByRole('link', { name: 'BoredomBot' }));
    await screen.findByRole('heading', { level: 1, name: 'BoredomBot' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 1, name: 'Calendar' });
    expect(location().pathname).toBe('/calendar');
  });

  it(
    'offers the account menu to a signed-in parent and logs out',
    { timeout: 40_000 },
    async () => {
      let signedIn = true;
      const calls = stubApi({
        'GET /api/me': () => ({
          json: signedIn ? signedInMe('parent@example.com') : SIGNED_OUT_ME,
        }),
        'POST /api/account/sign-out': () => {
          signedIn = false;
          return { json: { ok: true } };
        },
        'GET /api/network/conversations': { json: { items: [], unreadTotal: 2 } },
      });
      const { user, location } = renderApp('/');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Welcome back' }),
      ).toBeInTheDocument();
      // The header has settled (the unread count is in) before the menu is opened.
      const banner = screen.getByRole('banner');
      expect(await within(banner).findByRole('link', { name: 'Messages, 2 unread' })).toBeVisible();
      const avatar = () => within(banner).getByRole('button', { name: 'Account menu' });
      expect(avatar()).toHaveTextContent('P');

      const menu = await openAccountMenu(user, banner);
      expect(menu).toHaveTextContent('My Account');
      expect(menu).toHaveTextContent('parent@example.com');
      const items = screen.getAllByRole('menuitem');
      expect(items.map((i) => i.textContent)).toEqual([
        'Kid Profiles',
        'My Bookings',
        'Wallet',
        'Favorites',
        'Lists',
        'Settings',
        'Log out',
      ]);
      expect(items.slice(0, 6).map((i) => i.getAttribute('href'))).toEqual([
        '/profiles',
        '/bookings',
        '/wallet',
        '/favorites',
        '/lists',
        '/settings',
      ]);

      await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
      await waitFor(() => expect(location().pathname).toBe('/auth'));
      expect(calls.some((c) => c.method === 'POST' && c.path === '/api/account/sign-out')).toBe(
        true,
      );
    },
  );

  it("shows the first kid profile's initial (by name) on the avatar", async () => {
    const kid = (id: string, name: string) => kidAnswer({ id, name });
    stubApi({
      'GET /api/me': { json: signedInMe('parent@example.com') },
      // The API orders kids by name.
      'GET /api/kids': { json: { items: [kid('k2', 'leo'), kid('k1', 'Mia')] } },
    });
    renderApp('/');
    const trigger = await screen.findByRole('button', { name: 'Account menu' });
    await waitFor(() => expect(trigger).toHaveTextContent('L'));
  });

  it('opens the account menu from the keyboard', async () => {
    stubApi({ 'GET /api/me': { json: signedInMe('zoe@example.com') } });
    const { user } = renderApp('/settings');
    const trigger = await screen.findByRole('button', { name: 'Account menu' });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toHaveTextContent('zoe@example.com');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus();
  });

  it('shows the 404 page for an unknown path and only warns', async () => {
    stubApi({ 'GET /api/me': { json: SIGNED_OUT_ME } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    // The warning is written from an effect, which may run after the heading is painted.
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.any(String), '/no/such/page'));
    warn.mockRestore();
  });
});
