import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_PROMPT_DELAY_MS } from '../../../../shared/family-options';
import {
  renderApp,
  SIGNED_OUT_ME,
  signedInMe,
  stubApi,
  type ApiBody,
} from '../../../testing/render-app';

const prompt = () => screen.queryByRole('region', { name: 'Complete your profile' });

async function openHome(me: ApiBody<'GET /api/me'>) {
  stubApi({ 'GET /api/me': { json: me }, 'GET /api/kids': { json: { items: [] } } });
  const app = renderApp('/');
  await screen.findByRole('heading', { level: 1 });
  return app;
}

// Load the lazy home screen once up front (a cold transform can take seconds on a busy machine),
// so each test's time is spent on what it checks.
beforeAll(() => Promise.all([import('../../../app/routes/home'), import('./this-week')]), 30_000);

beforeEach(() => {
  sessionStorage.clear();
  // Timers run on their own (lazy screens, queries) and can be moved on by hand.
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('home: complete your profile prompt', () => {
  it('appears 1 s after home opens while onboarding is incomplete', async () => {
    expect(PROFILE_PROMPT_DELAY_MS).toBe(1000);
    await openHome(signedInMe('parent@example.com', false));
    expect(prompt()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(prompt()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(prompt()).toBeInTheDocument();
    // It does not block the page: no modal, the rest stays usable.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'View My Bookings' })).toBeVisible();
  });

  it("'Start Setup' goes to onboarding", async () => {
    const { user, location } = await openHome(signedInMe('parent@example.com', false));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await user.click(screen.getByRole('link', { name: 'Start Setup' }));
    await waitFor(() => expect(location().pathname).toBe('/onboarding/welcome'));
  });

  it("'Later' hides it for the rest of the visit", async () => {
    const { user, router } = await openHome(signedInMe('parent@example.com', false));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(prompt()).toBeNull();

    await act(() => router.navigate('/calendar'));
    await screen.findByRole('heading', { level: 1, name: 'Calendar' });
    await act(() => router.navigate('/'));
    await screen.findByRole('link', { name: 'View My Bookings' });
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(prompt()).toBeNull();
  });

  it('is not shown once onboarding is complete', async () => {
    await openHome(signedInMe('parent@example.com', true));
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(prompt()).toBeNull();
  });

  it('is not shown to a signed-out visitor', async () => {
    await openHome(SIGNED_OUT_ME);
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(prompt()).toBeNull();
  });
});
