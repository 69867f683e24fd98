import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SAVED_SEARCH_SAVED } from '../../../../shared/saved-searches';
import { findToast } from '../../../testing/find-toast';
import { openDiscover } from '../discover.test-helpers';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.setItem('kidventure.locationPromptSkipped', '1');
});

describe("Discover's 'Tell me about new ones'", { timeout: 20_000 }, () => {
  it('saves the search on screen, named as its chips are, opening the list with its filters', async () => {
    const { user, calls } = openDiscover({
      path: '/activities?tab=list&q=swim&type=Sports&day=Saturday',
      signedIn: true,
    });
    await user.click(await screen.findByRole('button', { name: 'Tell me about new ones' }));
    await findToast(SAVED_SEARCH_SAVED);
    const posted = calls.find((c) => c.method === 'POST' && c.path === '/api/saved-searches');
    expect(posted?.body).toMatchObject({
      source: 'discover',
      query: expect.objectContaining({ q: 'swim', type: ['Sports'], weekday: ['saturday'] }),
      label: '“swim” · Sports · Saturday',
    });
    const link = new URL(String((posted?.body as { link: string }).link), 'http://localhost');
    expect(link.pathname).toBe('/activities');
    expect(Object.fromEntries(link.searchParams)).toMatchObject({
      q: 'swim',
      tab: 'list',
      type: 'Sports',
      day: 'Saturday',
    });
    expect(await screen.findByRole('link', { name: 'Saved searches' })).toBeVisible();
  });

  it('offers nothing to save with no text and no filter', async () => {
    openDiscover({ path: '/activities?tab=list&filters=none&ages=any', signedIn: true });
    await screen.findAllByRole('article');
    expect(screen.queryByRole('button', { name: 'Tell me about new ones' })).toBeNull();
  });
});
