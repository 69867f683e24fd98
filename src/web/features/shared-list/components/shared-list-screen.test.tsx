import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { savedActivity } from '../../../testing/collections-answer';
import { commentAnswer, commentPage, threadAnswer } from '../../../testing/comment-answer';
import {
  apiError,
  renderApp,
  routeKey,
  SIGNED_OUT_ME,
  signedInMe,
  stubApi,
} from '../../../testing/render-app';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const COMMENTS = routeKey('GET /api/comments/lists/:token', TOKEN);
const NO_COMMENTS = { [COMMENTS]: { json: commentPage([]) } };
const shared = {
  yourListId: null,
  name: 'Rainy <b>Saturdays</b>',
  description: 'Indoor ideas',
  ownerFirstName: 'Dana',
  updatedDate: '2026-06-02T10:00:00.000Z',
  activities: [savedActivity(4, { title: 'Clay Day' })],
};

describe('a shared list', { timeout: 15_000 }, () => {
  it('reads as plain text, read-only, for a signed-out visitor', async () => {
    stubApi({
      'GET /api/me': { json: SIGNED_OUT_ME },
      [routeKey('GET /api/collections/shared/:token', TOKEN)]: { json: shared },
      ...NO_COMMENTS,
    });
    renderApp(`/lists/shared/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rainy <b>Saturdays</b>' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Shared by Dana')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clay Day' })).toHaveAttribute('href', '/activities/4');
    expect(screen.getByRole('link', { name: 'Little Explorers' })).toHaveAttribute(
      'href',
      '/providers/little-explorers',
    );
    expect(screen.getByRole('link', { name: 'Sign in to save a copy' })).toHaveAttribute(
      'href',
      `/auth?redirectTo=${encodeURIComponent(`/lists/shared/${TOKEN}`)}`,
    );
    expect(screen.queryByRole('button', { name: /delete|edit/i })).not.toBeInTheDocument();
  });

  it('a signed-in parent saves a copy and lands on their lists', async () => {
    const calls = stubApi({
      'GET /api/me': { json: signedInMe() },
      'GET /api/collections/favorites': { json: { items: [] } },
      'GET /api/collections/lists': { json: { items: [] } },
      [routeKey('GET /api/collections/shared/:token', TOKEN)]: { json: shared },
      ...NO_COMMENTS,
      [routeKey('POST /api/collections/shared/:token/copy', TOKEN)]: {
        status: 201,
        json: {
          id: '11111111-1111-4111-8111-111111111111',
          name: shared.name,
          description: shared.description,
          isShared: false,
          shareToken: null,
          createdDate: shared.updatedDate,
          updatedDate: shared.updatedDate,
          items: [],
        },
      },
    });
    const { user, location } = renderApp(`/lists/shared/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Save a copy' }));
    expect(await screen.findByText('List saved')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/lists'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it("offers its owner their own list's page, not a copy", async () => {
    const id = '22222222-2222-4222-8222-222222222222';
    stubApi({
      'GET /api/me': { json: signedInMe() },
      'GET /api/collections/favorites': { json: { items: [] } },
      [routeKey('GET /api/collections/shared/:token', TOKEN)]: {
        json: { ...shared, yourListId: id },
      },
      ...NO_COMMENTS,
    });
    renderApp(`/lists/shared/${TOKEN}`);
    expect(await screen.findByText('This is your list.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in your lists' })).toHaveAttribute(
      'href',
      `/lists/${id}`,
    );
    expect(screen.queryByRole('button', { name: 'Save a copy' })).not.toBeInTheDocument();
  });

  it("shows the list's discussion to a visitor, who is asked to sign in to write", async () => {
    stubApi({
      'GET /api/me': { json: SIGNED_OUT_ME },
      [routeKey('GET /api/collections/shared/:token', TOKEN)]: { json: shared },
      [COMMENTS]: {
        json: commentPage([
          threadAnswer({ content: 'Is Clay Day messy?', author: { firstName: 'Sam' } }, [
            commentAnswer({ content: 'Very!', author: { firstName: 'Dana' } }),
          ]),
        ]),
      },
    });
    renderApp(`/lists/shared/${TOKEN}`);
    const section = within(await screen.findByRole('region', { name: 'Discussion' }));
    expect(await section.findByText('Is Clay Day messy?')).toBeInTheDocument();
    expect(section.getByText('Very!')).toBeInTheDocument();
    expect(section.queryByRole('textbox')).not.toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/auth?redirectTo=${encodeURIComponent(`/lists/shared/${TOKEN}`)}`,
    );
  });

  it('a signed-in parent comments on the list through its link', async () => {
    let threads = [] as ReturnType<typeof threadAnswer>[];
    const calls = stubApi({
      'GET /api/me': { json: signedInMe() },
      [routeKey('GET /api/collections/shared/:token', TOKEN)]: { json: shared },
      [COMMENTS]: () => ({ json: commentPage(threads) }),
      [routeKey('POST /api/comments/lists/:token', TOKEN)]: () => {
        const posted = threadAnswer({ content: 'Count us in', mine: true });
        threads = [posted];
        return { status: 201, json: posted };
      },
    });
    const { user } = renderApp(`/lists/shared/${TOKEN}`);
    const section = within(await screen.findByRole('region', { name: 'Discussion' }));
    expect(await section.findByText('No comments yet')).toBeInTheDocument();
    await user.type(section.getByRole('textbox', { name: 'Add a comment' }), 'Count us in');
    await user.click(section.getByRole('button', { name: 'Send' }));
    expect(await section.findByText('Count us in')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ content: 'Count us in' });
  });

  it('a dead link is the 404 page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi({
      'GET /api/me': { json: SIGNED_OUT_ME },
      [routeKey('GET /api/collections/shared/:token', TOKEN)]: apiError(
        404,
        'not_found',
        'This list is not shared, or the link is wrong',
      ),
    });
    renderApp(`/lists/shared/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});
