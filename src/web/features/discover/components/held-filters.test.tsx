import { cleanup, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { releaseHeldFilters } from '../../../lib/held-filters';
import { activityAnswer } from '../../../testing/activity-answer';
import { listSearches, openDiscover, page, SAVED_PREFERENCES } from '../discover.test-helpers';

/** A preference chip removed on Discover stays removed for the visit, until preferences are saved. */

const SPORTS = { ...SAVED_PREFERENCES, activityTypes: ['Sports' as const], maxDistance: 0 };
const SWIM = page([activityAnswer(7, { title: 'Splash Swim', type: 'Swimming' })]);
/** The server's answer: nothing for "swim" among Sports, the swim otherwise. */
const answer = (q: URLSearchParams) => (q.getAll('type').includes('Sports') ? page([]) : SWIM);
const preferenceChip = (name: string) =>
  screen.queryByRole('button', { name: `Remove filter: ${name}` });

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  sessionStorage.setItem('kidventure.locationPromptSkipped', '1');
});

describe('preferences as chips on Discover', { timeout: 20_000 }, () => {
  it('names the preference that hides results, and a removed one holds for the visit', async () => {
    const first = openDiscover({
      path: '/activities?tab=list&q=swim',
      signedIn: true,
      preferences: SPORTS,
      activities: answer,
    });
    const empty = (await screen.findByText('No activities found')).closest('div');
    if (!empty) throw new Error('the empty state is a panel');
    expect(within(empty).getByText('Your filters may be hiding activities: Sports.')).toBeVisible();

    await first.user.click(within(empty).getByRole('button', { name: 'Remove Sports' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Splash Swim' })).toBeVisible();
    expect(first.location().search).toBe('?tab=list&q=swim&filters=none');
    cleanup();

    // Back on Discover from the menu: no filters in the URL, and Sports stays off.
    const again = openDiscover({
      path: '/activities?tab=list',
      signedIn: true,
      preferences: SPORTS,
      activities: answer,
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'Splash Swim' })).toBeVisible();
    expect(preferenceChip('Sports')).not.toBeInTheDocument();
    expect(listSearches(again.searches).every((q) => !q.has('type'))).toBe(true);
    cleanup();

    // Saved preferences are the parent's again.
    releaseHeldFilters();
    openDiscover({
      path: '/activities?tab=list',
      signedIn: true,
      preferences: SPORTS,
      activities: answer,
    });
    expect(await screen.findByRole('button', { name: 'Remove filter: Sports' })).toBeVisible();
  });
});
