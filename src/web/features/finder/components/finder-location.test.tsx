import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTHING_READ } from '../../../../shared/finder-parse.test-helpers';
import { activityAnswer } from '../../../testing/activity-answer';
import { renderApp, SIGNED_OUT_ME, stubApi } from '../../../testing/render-app';

type Answer = { ok: true } | { ok: false };

/**
 * The browser's geolocation, answering as the parent chose (a position, or a refusal); returns
 * how many times the page asked.
 */
function browserLocation(answer: Answer) {
  let asked = 0;
  const geolocation = {
    getCurrentPosition: (ok: PositionCallback, fail?: PositionErrorCallback | null) => {
      asked += 1;
      if (answer.ok) {
        ok({ coords: { latitude: 43.7, longitude: -79.4 } } as GeolocationPosition);
      } else {
        fail?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
      }
    },
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  return () => asked;
}

/** BoredomBot for a visitor with no location yet; returns the finder searches it sent. */
function openBoredomBot() {
  const searches: URLSearchParams[] = [];
  stubApi({
    'GET /api/me': { json: SIGNED_OUT_ME },
    'GET /api/finder': (_body, url) => {
      searches.push(url.searchParams);
      return {
        json: {
          interpretation: NOTHING_READ,
          items: [activityAnswer(1)],
          total: 1,
          understood: true,
          relaxations: [],
        },
      };
    },
    'POST /api/boredombot/logs': { status: 201, json: { id: 1 } },
    'GET /api/collections/favorites': { json: { items: [] } },
  });
  return { ...renderApp('/boredom-bot'), searches };
}

const box = () => screen.getByRole('textbox', { name: 'What are you looking for today?' });
const results = () => screen.findByRole('heading', { level: 2, name: 'Perfect match found!' });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('the finders ask for the location when the parent first wants something near', () => {
  it('not on arrival nor for a request that is not about distance; then once, for "nearby"', async () => {
    const asked = browserLocation({ ok: true });
    const { user, searches } = openBoredomBot();
    expect(await screen.findByRole('link', { name: 'Plan for my kids' })).toHaveAttribute(
      'href',
      '/kid-curator',
    );
    await user.type(box(), 'art class{Enter}');
    await results();
    expect(asked()).toBe(0);
    expect(searches.at(-1)?.has('lat')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.click(screen.getByRole('button', { name: 'Summer camps nearby' }));
    await results();
    expect(asked()).toBe(1);
    // The search runs again from where the parent is.
    await vi.waitFor(() => expect(searches.at(-1)?.get('lat')).toBe('43.7'));
    expect(searches.at(-1)?.get('lng')).toBe('-79.4');
  });

  it('asks only once, even when the parent said no', async () => {
    const asked = browserLocation({ ok: false });
    const { user, searches } = openBoredomBot();
    await user.type(await screen.findByRole('textbox'), 'swimming near me{Enter}');
    await results();
    expect(asked()).toBe(1);
    await user.clear(box());
    await user.type(box(), 'parks within 5 miles{Enter}');
    await vi.waitFor(() => expect(searches.at(-1)?.get('q')).toBe('parks within 5 miles'));
    await results();
    expect(asked()).toBe(1);
    expect(searches.every((q) => !q.has('lat'))).toBe(true);
  });
});
