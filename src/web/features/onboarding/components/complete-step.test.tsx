import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signedInMe, stubApi, type ApiHandlers } from '../../../testing/render-app';
import { kidAnswer, onboardingApi } from '../onboarding.test-helpers';

const title = () => screen.queryByRole('heading', { level: 1, name: "You're all set!" });
const tiles = () => screen.queryByRole('heading', { level: 2, name: 'Home Dashboard' });
const home = () => screen.queryByRole('button', { name: 'Go to Home' });

/** Renders step 5 and waits for its frame (shown at once); the stages' timers start then. */
async function openStep<K extends string = never>(handlers?: ApiHandlers<K>) {
  const calls = stubApi({ ...onboardingApi(), ...handlers });
  const app = renderApp('/onboarding/complete');
  await screen.findByText('Step 5 of 5');
  return { ...app, calls };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('completion step', () => {
  it('appears in three stages at 300, 1200 and 2100 ms', async () => {
    // Timers run on their own (for the lazy screen and the queries) and can be moved on by hand.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    await openStep();
    expect(title()).toBeNull();
    expect(tiles()).toBeNull();
    expect(home()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(title()).toBeInTheDocument();
    expect(screen.getByText(/Thank you for completing your profile/)).toBeInTheDocument();
    expect(tiles()).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(tiles()).toBeInTheDocument();
    for (const tile of ['Bookings', 'Kid Profiles', 'Discover']) {
      expect(screen.getByRole('heading', { level: 2, name: tile })).toBeInTheDocument();
    }
    expect(home()).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(home()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Browse Activities' })).toBeInTheDocument();
  });

  it('shows everything at once, without motion, to a parent who asked for reduced motion', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(prefers-reduced-motion: reduce)',
          media: query,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
    await openStep();
    expect(title()).toBeInTheDocument();
    expect(tiles()).toBeInTheDocument();
    expect(home()).toBeInTheDocument();
    vi.mocked(window.matchMedia).mockRestore();
  });

  it('counts the kid profiles created', async () => {
    await openStep({
      'GET /api/kids': { json: { items: [kidAnswer(), kidAnswer({ id: 'kid-2', name: 'Leo' })] } },
    });
    expect(
      await screen.findByText('2 profiles created', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('invites a parent without kid profiles to create them', async () => {
    await openStep();
    expect(
      await screen.findByText(
        'Create profiles for your kids to get suggestions that fit.',
        {},
        {
          timeout: 3000,
        },
      ),
    ).toBeInTheDocument();
  });

  it.each([
    ['Go to Home', '/'],
    ['Browse Activities', '/activities'],
  ])('%s marks onboarding complete, then goes to %s', async (button, path) => {
    let complete = false;
    const { user, calls, location } = await openStep({
      'GET /api/me': () => ({ json: signedInMe('parent@example.com', complete) }),
      'POST /api/onboarding/complete': () => {
        complete = true;
        return { json: { onboardingComplete: true } };
      },
    });
    await user.click(await screen.findByRole('button', { name: button }, { timeout: 3000 }));
    await waitFor(() => expect(location().pathname).toBe(path));
    const completed = calls.findIndex((c) => c.path === '/api/onboarding/complete');
    expect(completed).toBeGreaterThan(-1);
    // The session is asked again afterwards, so home knows onboarding is done.
    await waitFor(() =>
      expect(calls.slice(completed).some((c) => c.path === '/api/me')).toBe(true),
    );
  });
});
