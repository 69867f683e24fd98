import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { favoriteAnswer, listAnswer, savedActivity } from '../../../testing/collections-answer';
import {
  apiError,
  heldAnswer,
  renderApp,
  routeKey,
  signedInMe,
  stubApi,
} from '../../../testing/render-app';

const me = { 'GET /api/me': { json: signedInMe() } };
const LIST_ID = '11111111-1111-4111-8111-111111111111';

describe('Collections, Favorites tab', { timeout: 15_000 }, () => {
  it('/favorites with none: No Favorites Yet and Browse Activities', async () => {
    stubApi({ ...me, 'GET /api/collections/favorites': { json: { items: [] } } });
    renderApp('/favorites');
    expect(await screen.findByRole('heading', { name: 'Your Collections' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Favorites' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'No Favorites Yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Activities' })).toHaveAttribute(
      'href',
      '/activities',
    );
  });

  it('shows saved activities, marks a past one, and un-hearts with a rollback on failure', async () => {
    const past = savedActivity(2, { title: 'Old Picnic', date: '2020-01-04' });
    const fresh = savedActivity(3, { title: 'Clay Day', priceCents: 0 });
    const held = heldAnswer<ReturnType<typeof apiError>>();
    stubApi({
      ...me,
      'GET /api/collections/favorites': {
        json: { items: [favoriteAnswer(fresh), favoriteAnswer(past)] },
      },
      [routeKey('DELETE /api/collections/favorites/:activityId', '3')]: () => held.answer,
    });
    const { user } = renderApp('/favorites');
    const list = await screen.findByRole('list', { name: 'Favorites' });
    const cards = within(list).getAllByRole('article');
    expect(within(cards[1] as HTMLElement).getByText('Past')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText('Free')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText('10:00 AM – 12:00 PM')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Favorite Clay Day' }));
    // Gone at once (optimistic) …
    await waitFor(() => expect(screen.queryByText('Clay Day')).not.toBeInTheDocument());
    held.release(apiError(500, 'internal', 'Something went wrong on our side. Please try again.'));
    // … and back with a message when the server refuses.
    expect(await screen.findByText("Couldn't update favorites")).toBeInTheDocument();
    expect(await screen.findByText('Clay Day')).toBeInTheDocument();
  });
});

describe('Collections, Lists tab', { timeout: 15_000 }, () => {
  it('/lists shows at most 4 names then + N more, and creating needs a name', async () => {
    const calls = stubApi({
      ...me,
      'GET /api/collections/lists': { json: { items: [listAnswer({}, [1, 2, 3, 4, 5, 6])] } },
      'POST /api/collections/lists': {
        status: 201,
        json: listAnswer({ id: '22222222-2222-4222-8222-222222222222', name: 'Rainy Saturdays' }),
      },
    });
    const { user } = renderApp('/lists');
    expect(await screen.findByRole('tab', { name: 'Lists' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      await screen.findByText(/Activity 1, Activity 2, Activity 3, Activity 4/),
    ).toBeInTheDocument();
    expect(screen.getByText('+ 2 more')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New List' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New list' }));
    await user.click(dialog.getByRole('button', { name: 'Create List' }));
    expect(await screen.findByText('List name required')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(dialog.getByRole('textbox', { name: 'List name' }), ' Rainy Saturdays ');
    await user.click(dialog.getByRole('button', { name: 'Create List' }));
    expect(await screen.findByText('List created')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Rainy Saturdays',
      description: null,
    });
  });

  it('shares a list (its link shown), and deletes after the question', async () => {
    const token = 'abcdefghijklmnopqrstuvwxyz012345';
    let list = listAnswer({}, [1]);
    const calls = stubApi({
      ...me,
      'GET /api/collections/lists': () => ({ json: { items: [list] } }),
      [routeKey('PATCH /api/collections/lists/:id', LIST_ID)]: () => {
        list = listAnswer({ isShared: true, shareToken: token }, [1]);
        return { json: list };
      },
      [routeKey('DELETE /api/collections/lists/:id', LIST_ID)]: { status: 204, json: null },
    });
    const { user } = renderApp('/lists');
    await user.click(await screen.findByRole('switch', { name: 'Shared' }));
    expect(await screen.findByText('List is now shared')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ isShared: true });
    // The owner reaches the list's discussion on its shared page.
    expect(await screen.findByRole('link', { name: 'View discussion' })).toHaveAttribute(
      'href',
      `/lists/shared/${token}`,
    );

    await user.click(screen.getByRole('button', { name: 'Delete Summer camps' }));
    const question = within(await screen.findByRole('alertdialog'));
    expect(
      question.getByText('Are you sure you want to delete "Summer camps"?'),
    ).toBeInTheDocument();
    await user.click(question.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('List deleted')).toBeInTheDocument();
  });

  it('renames and describes a list, and removes an activity from it', async () => {
    const calls = stubApi({
      ...me,
      'GET /api/collections/lists': { json: { items: [listAnswer({}, [1, 2])] } },
      [routeKey('PATCH /api/collections/lists/:id', LIST_ID)]: {
        json: listAnswer({ name: 'July camps', description: 'Half days' }, [1, 2]),
      },
      [routeKey('DELETE /api/collections/lists/:id/items/:activityId', LIST_ID, '2')]: {
        json: listAnswer({}, [1]),
      },
    });
    const { user } = renderApp('/lists');
    await user.click(await screen.findByRole('button', { name: 'Edit Summer camps' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit list' }));
    const name = dialog.getByRole('textbox', { name: 'List name' });
    await user.clear(name);
    await user.type(name, 'July camps');
    await user.type(dialog.getByRole('textbox', { name: /Description/ }), 'Half days');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit list' })).not.toBeInTheDocument(),
    );
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      name: 'July camps',
      description: 'Half days',
    });

    await user.click(screen.getByRole('button', { name: 'Show activities' }));
    await user.click(screen.getByRole('button', { name: 'Remove Activity 2 from Summer camps' }));
    expect(await screen.findByText('Removed from list')).toBeInTheDocument();
  });
});
