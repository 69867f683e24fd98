import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { NOTHING_READ } from '../../../../shared/finder-parse.test-helpers';
import { SAVED_SEARCH_FOLLOWING, SAVED_SEARCH_SAVED } from '../../../../shared/saved-searches';
import type { SavedSearch } from '../../../../shared/schemas/saved-search';
import { activityAnswer } from '../../../testing/activity-answer';
import { findToast } from '../../../testing/find-toast';
import {
  apiError,
  renderApp,
  SIGNED_OUT_ME,
  signedInMe,
  stubApi,
} from '../../../testing/render-app';

const savedAnswer = (over: Partial<SavedSearch> = {}): SavedSearch => ({
  id: 7,
  source: 'finder',
  query: { q: 'swim lessons' },
  label: '“swim lessons”',
  link: '/boredom-bot?prompt=swim+lessons',
  createdAt: '2026-11-29T09:00:00.000Z',
  notifiedOn: null,
  ...over,
});

function openBoredomBot({
  signedIn = true,
  saved: before = [] as SavedSearch[],
  save = { status: 201, json: savedAnswer() } as { status: number; json: unknown },
} = {}) {
  let saved = before;
  const calls = stubApi({
    'GET /api/me': { json: signedIn ? signedInMe() : SIGNED_OUT_ME },
    'GET /api/kids': { json: { items: [] } },
    'GET /api/finder': {
      json: {
        interpretation: NOTHING_READ,
        items: [activityAnswer(1, { title: 'Splash Starters' })],
        total: 1,
        understood: true,
        relaxations: [],
      },
    },
    'POST /api/boredombot/logs': { status: 201, json: { id: 1 } },
    'GET /api/collections/favorites': { json: { items: [] } },
    // The server's list: what was saved before, and what this visit saves.
    'GET /api/saved-searches': () => ({ json: { items: saved } }),
    'POST /api/saved-searches': () => {
      if (save.status < 300) saved = [save.json as SavedSearch, ...saved];
      return save as never;
    },
  });
  return { ...renderApp('/boredom-bot?prompt=swim%20lessons'), calls };
}

const tellMe = () => screen.findByRole('button', { name: 'Tell me about new ones' });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("BoredomBot's 'Tell me about new ones'", { timeout: 20_000 }, () => {
  it('saves the request as asked, then says it is saved and where to manage it', async () => {
    const { user, calls } = openBoredomBot();
    await screen.findByRole('heading', { name: 'Perfect match found!' });
    await user.click(await tellMe());
    await findToast(SAVED_SEARCH_SAVED);
    const posted = calls.find((c) => c.method === 'POST' && c.path === '/api/saved-searches');
    expect(posted?.body).toEqual({
      source: 'finder',
      query: { q: 'swim lessons' },
      label: '“swim lessons”',
      link: '/boredom-bot?prompt=swim+lessons',
    });
    const manage = await screen.findByRole('link', { name: 'Saved searches' });
    expect(manage).toHaveAttribute('href', '/settings#saved-searches');
    expect(screen.queryByRole('button', { name: 'Tell me about new ones' })).toBeNull();
  });

  it('knows a request saved before', async () => {
    openBoredomBot({ saved: [savedAnswer()] });
    await screen.findByRole('heading', { name: 'Perfect match found!' });
    expect(await screen.findByText(SAVED_SEARCH_FOLLOWING)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Tell me about new ones' })).toBeNull();
  });

  it('says why a search could not be saved, and lets the parent try again', async () => {
    const full = 'You can keep up to 20 saved searches. Remove one to save this search.';
    const { user } = openBoredomBot({ save: apiError(409, 'saved_searches_full', full) });
    await user.click(await tellMe());
    const toast = await findToast('Could not save this search');
    expect(within(toast.closest('li') ?? document.body).getByText(full)).toBeVisible();
    expect(await tellMe()).toBeEnabled();
  });

  it('sends a visitor to sign in first, and back here after', async () => {
    openBoredomBot({ signedIn: false });
    await screen.findByRole('heading', { name: 'Perfect match found!' });
    const signIn = await screen.findByRole('link', { name: 'Tell me about new ones' });
    expect(signIn).toHaveAttribute(
      'href',
      `/auth?redirectTo=${encodeURIComponent('/boredom-bot?prompt=swim%20lessons')}`,
    );
  });
});
