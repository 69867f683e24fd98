import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listAnswer, savedActivity } from '../../../testing/collections-answer';
import { apiError, renderApp, routeKey, signedInMe, stubApi } from '../../../testing/render-app';

const LIST = listAnswer({ name: 'Rainy days', description: 'Indoor ideas' }, [4, 5]);
const DETAIL = {
  ...LIST,
  activities: [savedActivity(4, { title: 'Clay Day' }), savedActivity(5, { title: 'Pool Party' })],
};
const LIST_KEY = routeKey('GET /api/collections/lists/:id', LIST.id);

describe("a list's own page", { timeout: 15_000 }, () => {
  it('shows the list in full and removes an activity from it', async () => {
    let detail = DETAIL;
    const calls = stubApi({
      'GET /api/me': { json: signedInMe() },
      'GET /api/collections/favorites': { json: { items: [] } },
      'GET /api/collections/lists': { json: { items: [LIST] } },
      [LIST_KEY]: () => ({ json: detail }),
      [routeKey('DELETE /api/collections/lists/:id/items/:activityId', LIST.id, '4')]: () => {
        detail = { ...DETAIL, activities: DETAIL.activities.slice(1), items: LIST.items.slice(1) };
        return { json: detail };
      },
    });
    const { user } = renderApp(`/lists/${LIST.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rainy days' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByText('Indoor ideas')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Your lists' })).toHaveAttribute('href', '/lists');
    expect(screen.getByRole('switch', { name: 'Shared' })).not.toBeChecked();
    const activities = screen.getByRole('list', { name: 'Activities' });
    expect(within(activities).getByRole('link', { name: 'Clay Day' })).toHaveAttribute(
      'href',
      '/activities/4',
    );
    await user.click(screen.getByRole('button', { name: 'Remove Clay Day from Rainy days' }));
    await waitFor(() =>
      expect(within(activities).queryByRole('link', { name: 'Clay Day' })).not.toBeInTheDocument(),
    );
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    expect(within(activities).getByRole('link', { name: 'Pool Party' })).toBeVisible();
  });

  it("is the 404 page for another parent's list", async () => {
    stubApi({
      'GET /api/me': { json: signedInMe() },
      [LIST_KEY]: apiError(404, 'not_found', 'List not found'),
    });
    renderApp(`/lists/${LIST.id}`);
    expect(
      await screen.findByText('Oops! Page not found', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
