import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubApi } from '../../../testing/render-app';
import { activityAnswer, signedOut } from '../activity-detail.test-helpers';

const TITLE = 'Art & Clay: Bowls';

async function openShareDialog() {
  stubApi({ ...signedOut, 'GET /api/activities/12': { json: activityAnswer({ title: TITLE }) } });
  const app = renderApp('/activities/12');
  await screen.findByRole('heading', { level: 1, name: TITLE });
  await app.user.click(screen.getByRole('button', { name: 'More actions' }));
  const menu = await screen.findByRole('menu');
  await app.user.click(within(menu).getByRole('menuitem', { name: 'Share on social media' }));
  const dialog = await screen.findByRole('dialog', { name: 'Share this activity' });
  return { ...app, dialog: within(dialog) };
}

const pageUrl = () => `${window.location.origin}/activities/12`;

let open: ReturnType<typeof vi.fn>;
beforeEach(() => {
  open = vi.fn(() => null);
  vi.stubGlobal('open', open);
});

describe('sharing an activity', { timeout: 15_000 }, () => {
  it('lists the menu: share, add to list, and discussions', async () => {
    stubApi({ ...signedOut, 'GET /api/activities/12': { json: activityAnswer() } });
    const { user } = renderApp('/activities/12');
    await user.click(await screen.findByRole('button', { name: 'More actions' }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Share on social media',
      'Add to list',
      'View discussions',
    ]);
    expect(items.map((i) => i.getAttribute('aria-disabled'))).toEqual([null, null, null]);
  });

  it('shares on Twitter in a new window with the invitation and the link', async () => {
    const { user, dialog } = await openShareDialog();
    expect(dialog.getByText(`Join us at ${TITLE} on Kidventure!`)).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Activity link' })).toHaveValue(pageUrl());

    await user.click(dialog.getByRole('button', { name: 'Twitter' }));
    expect(open).toHaveBeenCalledTimes(1);
    const [href, target, features] = open.mock.calls[0] as [string, string, string];
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe('https://twitter.com/intent/tweet');
    expect(url.searchParams.get('text')).toBe(`Join us at ${TITLE} on Kidventure!`);
    expect(url.searchParams.get('url')).toBe(pageUrl());
    expect(target).toBe('_blank');
    expect(features).toContain('noopener');
    expect(await screen.findByText('Shared Successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Back where the parent was.
    await waitFor(() => expect(screen.getByRole('button', { name: 'More actions' })).toHaveFocus());
  });

  it('shares on Facebook through its sharer with u and quote', async () => {
    const { user, dialog } = await openShareDialog();
    await user.click(dialog.getByRole('button', { name: 'Facebook' }));
    const [href, target] = open.mock.calls[0] as [string, string];
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
    expect(url.searchParams.get('u')).toBe(pageUrl());
    expect(url.searchParams.get('quote')).toBe(`Join us at ${TITLE} on Kidventure!`);
    expect(target).toBe('_blank');
    expect(await screen.findByText('Shared Successfully')).toBeInTheDocument();
  });

  it('explains that Instagram needs the app, without a success toast', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { user, dialog } = await openShareDialog();
    await user.click(dialog.getByRole('button', { name: 'Instagram' }));
    expect(alert).toHaveBeenCalledWith(
      'Instagram sharing requires a native mobile app integration',
    );
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByText('Shared Successfully')).not.toBeInTheDocument();
  });

  it('copies the link', async () => {
    const { user, dialog } = await openShareDialog();
    await user.click(dialog.getByRole('button', { name: 'Copy link' }));
    // user-event stands in for the system clipboard.
    expect(await navigator.clipboard.readText()).toBe(pageUrl());
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it("offers the device's share sheet only where there is one", async () => {
    const first = await openShareDialog();
    expect(first.dialog.queryByRole('button', { name: 'More ways to share' })).toBeNull();
    cleanup();

    const share = vi.fn(async (_data: ShareData) => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      const { user, dialog } = await openShareDialog();
      await user.click(dialog.getByRole('button', { name: 'More ways to share' }));
      expect(share).toHaveBeenCalledWith({
        title: TITLE,
        text: `Join us at ${TITLE} on Kidventure!`,
        url: pageUrl(),
      });
      expect(await screen.findByText('Shared Successfully')).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });
});
