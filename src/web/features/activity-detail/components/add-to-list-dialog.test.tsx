import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listAnswer } from '../../../testing/collections-answer';
import { renderApp, routeKey, stubApi } from '../../../testing/render-app';
import { activityAnswer, signedIn } from '../activity-detail.test-helpers';

const CAMPS = '11111111-1111-4111-8111-111111111111';
const RAINY = '22222222-2222-4222-8222-222222222222';

async function openDialog() {
  const calls = stubApi({
    ...signedIn,
    'GET /api/activities/12': { json: activityAnswer() },
    'GET /api/kids': { json: { items: [] } },
    'GET /api/collections/favorites': { json: { items: [] } },
    'GET /api/collections/lists': {
      json: {
        items: [
          listAnswer({ id: CAMPS, name: 'Summer camps' }, [12]),
          listAnswer({ id: RAINY, name: 'Rainy Saturdays' }, [3]),
        ],
      },
    },
    [routeKey('PUT /api/collections/lists/:id/items/:activityId', RAINY, '12')]: {
      json: listAnswer({ id: RAINY, name: 'Rainy Saturdays' }, [3, 12]),
    },
    'POST /api/collections/lists': {
      status: 201,
      json: listAnswer({ id: '33333333-3333-4333-8333-333333333333', name: 'Weekend' }, [12]),
    },
  });
  const app = renderApp('/activities/12');
  await screen.findByRole('heading', { level: 1, name: 'Pottery Wheel Basics' });
  await app.user.click(screen.getByRole('button', { name: 'More actions' }));
  await app.user.click(await screen.findByRole('menuitem', { name: 'Add to list' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add to list' }));
  return { ...app, calls, dialog };
}

describe('Add to list', { timeout: 15_000 }, () => {
  it("shows 'Already Added' (disabled) where the activity is, and adds to another list", async () => {
    const { user, dialog, calls } = await openDialog();
    expect(
      await dialog.findByRole('button', { name: 'Already Added to Summer camps' }),
    ).toBeDisabled();
    await user.click(dialog.getByRole('button', { name: 'Add to Rainy Saturdays' }));
    expect(await screen.findByText('Added to list')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT' && c.path.endsWith(`${RAINY}/items/12`))).toBe(
      true,
    );
  });

  it('makes a new list with the activity in one step; a blank name is refused', async () => {
    const { user, dialog, calls } = await openDialog();
    await user.click(await dialog.findByRole('button', { name: 'Create list and add' }));
    expect(await screen.findByText('List name required')).toBeInTheDocument();
    const name = dialog.getByRole('textbox', { name: 'New list' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(name).toHaveFocus());
    await user.type(name, 'Weekend');
    expect(name).not.toHaveAttribute('aria-invalid');
    // A second press while the first is on its way makes no second list.
    await user.dblClick(dialog.getByRole('button', { name: 'Create list and add' }));
    expect(await screen.findByText('Added to list')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Weekend',
      activityId: 12,
    });
  });
});
