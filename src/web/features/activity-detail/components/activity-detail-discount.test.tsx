import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubApi } from '../../../testing/render-app';
import { activityAnswer, freezeToday, signedOut } from '../activity-detail.test-helpers';

beforeEach(() => freezeToday());
afterEach(() => vi.useRealTimers());

/** The Price fact's value as a parent reads it. */
async function priceFact() {
  await screen.findByRole('heading', { level: 1, name: 'Pottery Wheel Basics' });
  const price = screen.getAllByRole('term').find((dt) => dt.textContent === 'Price');
  return price?.nextElementSibling;
}

const discounting = {
  id: 3,
  slug: 'clay-corner-studio',
  name: 'Clay Corner Studio',
  siblingDiscountPercent: 10,
};

describe('activity detail with a sibling discount', { timeout: 15_000 }, () => {
  it('states the discount where the price is', async () => {
    stubApi({
      ...signedOut,
      'GET /api/activities/12': { json: activityAnswer({ provider: discounting }) },
    });
    renderApp('/activities/12');
    const price = await priceFact();
    expect(price).toHaveTextContent('$25 per child');
    expect(price).toHaveTextContent('10% off each additional child');
  });

  it('says nothing of a discount on a free activity', async () => {
    stubApi({
      ...signedOut,
      'GET /api/activities/12': {
        json: activityAnswer({ provider: discounting, priceCents: 0 }),
      },
    });
    renderApp('/activities/12');
    expect((await priceFact())?.textContent).toBe('Free');
  });
});
