import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { openDiscover } from '../features/discover/discover.test-helpers';
import { notify } from './notify';
import { findToast } from '../testing/find-toast';

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });
/** The toast as the parent sees it: sonner keeps a removed one in the list while it animates out. */
const shown = (title: string) =>
  screen.queryAllByText(title).filter((el) => !el.closest('[data-removed="true"]'));

beforeEach(() => {
  // Discover's location dialog would otherwise open over the page.
  sessionStorage.setItem('kidventure.locationPromptSkipped', '1');
});

describe('toasts and navigation', { timeout: 20_000 }, () => {
  it('a toast from one screen goes when the parent opens another, not when the same screen changes', async () => {
    const { router, user } = openDiscover({ signedIn: true });
    await h1('Discover');
    act(() => notify.success('Added to favorites'));
    await findToast('Added to favorites');

    // Another tab of the same screen: the toast stays.
    await user.click(screen.getByRole('tab', { name: 'List' }));
    expect(router.state.location.search).toContain('tab=list');
    expect(shown('Added to favorites')).toHaveLength(1);

    // Another screen: it goes at once (sonner's exit animation takes 200 ms), long before its 5 s.
    act(() => notify.success('Added to favorites'));
    const raised = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 10));
    await act(() => router.navigate('/filters'));
    await waitFor(() => expect(shown('Added to favorites')).toHaveLength(0), { timeout: 1000 });
    expect(Date.now() - raised).toBeLessThan(4000);
    await h1('Your Preferences');
  });

  it('a toast that announces the navigation goes along with it', async () => {
    const { user, location } = openDiscover({ signedIn: true });
    await h1('Discover');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await waitFor(() => expect(location().pathname).toBe('/filters'));
    // Still there once the new screen is reached (it lives its 5 s).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(shown('Opening filters')).toHaveLength(1);
  });
});
