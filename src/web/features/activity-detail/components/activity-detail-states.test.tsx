import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kidAnswer } from '../../../testing/kid-answer';
import { apiError, renderApp, stubApi } from '../../../testing/render-app';
import { activityAnswer, freezeToday, signedIn, signedOut } from '../activity-detail.test-helpers';

beforeEach(() => {
  freezeToday();
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('activity detail states', { timeout: 15_000 }, () => {
  it("shows 'Activity not found' for an unknown id; 'Back to Activities' goes to Discover", async () => {
    stubApi({
      ...signedIn,
      'GET /api/activities/404': apiError(404, 'activity_not_found', 'Activity not found'),
    });
    const { user, location } = renderApp('/activities/404');
    await screen.findByRole('heading', { level: 1, name: 'Activity not found' });
    await waitFor(() => expect(document.title).toBe('Activity Details · Kidventure'));
    await user.click(screen.getByRole('link', { name: 'Back to Activities' }));
    await waitFor(() => expect(location().pathname).toBe('/activities'));
  });

  it('treats an id that cannot be an activity as not found, without asking the API', async () => {
    const calls = stubApi({ ...signedIn });
    renderApp('/activities/for-you');
    await screen.findByRole('heading', { level: 1, name: 'Activity not found' });
    expect(calls.some((c) => c.path.startsWith('/api/activities'))).toBe(false);
  });

  it('offers a retry when the activity cannot be loaded', async () => {
    let fail = true;
    stubApi({
      ...signedIn,
      'GET /api/activities/12': () =>
        fail
          ? apiError(500, 'internal', 'Something went wrong on our side.')
          : { json: activityAnswer() },
    });
    const { user } = renderApp('/activities/12');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent(
      "We couldn't load this activity",
    );
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'Pottery Wheel Basics' });
  });

  it('lets a visitor read everything and asks them to sign in to book', async () => {
    const calls = stubApi({ ...signedOut, 'GET /api/activities/12': { json: activityAnswer() } });
    const { user, location } = renderApp('/activities/12');
    await screen.findByRole('heading', { level: 1, name: 'Pottery Wheel Basics' });
    expect(screen.getByText('Monday, June 22, 2026')).toBeInTheDocument();
    expect(screen.getByText(/Sign in to choose which of your children/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/kids')).toBe(false);

    const signIn = screen.getByRole('link', { name: 'Sign in to book' });
    expect(signIn).toHaveAttribute('href', '/auth?redirectTo=%2Factivities%2F12');
    await user.click(signIn);
    await waitFor(() => expect(location().pathname).toBe('/auth'));
  });

  it('asks a parent with no kid profiles to add one', async () => {
    stubApi({
      ...signedIn,
      'GET /api/kids': { json: { items: [] } },
      'GET /api/activities/12': { json: activityAnswer() },
    });
    renderApp('/activities/12');
    const add = await screen.findByRole('link', { name: 'Add a child' });
    expect(add).toHaveAttribute('href', '/profiles/new');
  });

  it('says so when none of the kids fit the age range', async () => {
    stubApi({
      ...signedIn,
      'GET /api/kids': {
        json: { items: [kidAnswer({ id: 'cal', name: 'Cal', birthDate: '2015-02-01' })] },
      },
      'GET /api/activities/12': { json: activityAnswer() },
    });
    renderApp('/activities/12');
    expect(
      await screen.findByText("None of your children are in this activity's age range (4–7)."),
    ).toBeInTheDocument();
    expect(screen.getByText('Cal').closest('li')).toHaveTextContent(
      'Age 11 — this activity is for ages 4–7',
    );
  });
});
