import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADDRESS_REQUIRED } from '../../../../shared/geo';
import { ADDRESS_NOT_FOUND } from '../../../../shared/schemas/profile';
import { openDiscover } from '../discover.test-helpers';
import { findToast } from '../../../testing/find-toast';

const dialog = () => screen.findByRole('dialog', { name: 'Share Your Location' });
const CN_TOWER = { lat: 43.6426, lng: -79.3871, label: 'CN Tower, Toronto' };

type PositionCallback = (position: { coords: { latitude: number; longitude: number } }) => void;
type ErrorCallback = (error: { code: number; message: string }) => void;

/** The browser's geolocation, answered by `answer` (or left pending when it returns nothing). */
function stubGeolocation(answer: (ok: PositionCallback, fail: ErrorCallback) => void) {
  const getCurrentPosition = vi.fn(
    (ok: PositionCallback, fail: ErrorCallback, _options: PositionOptions) => answer(ok, fail),
  );
  Object.defineProperty(navigator, 'geolocation', {
    value: { getCurrentPosition },
    configurable: true,
  });
  return getCurrentPosition;
}

/** Opens Discover and the dialog through 'Share Location' (no waiting for the auto-open). */
async function openDialog(options: Parameters<typeof openDiscover>[0] = {}) {
  sessionStorage.setItem('kidventure.locationPromptSkipped', '1');
  const app = openDiscover(options);
  await app.user.click(await screen.findByRole('button', { name: 'Share Location' }));
  return { ...app, dialog: await dialog() };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'geolocation');
});

// Each test opens the whole app (lazy screens, the map), which is slow on a busy machine.
describe('Share Your Location', { timeout: 20_000 }, () => {
  it('opens by itself 1 second after arrival when no location is known', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    openDiscover();
    await screen.findByRole('heading', { level: 1, name: 'Discover' });
    await screen.findByRole('button', { name: 'Share Location' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await dialog()).toBeVisible();
  });

  it('does not open again in the same session after Skip for Now', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const first = openDiscover();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await first.user.click(within(await dialog()).getByRole('button', { name: 'Skip for Now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(() => first.router.navigate('/no/such/page'));
    await act(() => first.router.navigate('/activities'));
    await screen.findByRole('button', { name: 'Share Location' });
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not open when a signed-in parent has a location on their profile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    openDiscover({ signedIn: true, savedLocation: CN_TOWER });
    expect(await screen.findByRole('button', { name: 'Change Location' })).toBeVisible();
    expect(screen.getByText('CN Tower, Toronto')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not open for a parent with a region the server could not place on the map', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const { user } = openDiscover({ signedIn: true, region: 'Springfield, Illinois' });
    await screen.findByRole('heading', { level: 1, name: 'Discover' });
    const share = await screen.findByRole('button', { name: 'Share Location' });
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The parent can still share a location when they want to.
    await user.click(share);
    expect(await dialog()).toBeVisible();
  });

  it("uses the browser's position: 'Getting Location...', then nearest first", async () => {
    let answer: PositionCallback = () => {};
    const getCurrentPosition = stubGeolocation((ok) => {
      answer = ok;
    });
    const { user, dialog, searches } = await openDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Use My Current Location' }));
    expect(within(dialog).getByRole('button', { name: 'Getting Location...' })).toBeDisabled();
    expect(getCurrentPosition.mock.calls[0]?.[2]).toEqual({
      enableHighAccuracy: true,
      timeout: 15000,
      maximumAge: 10000,
    });

    act(() => answer({ coords: { latitude: 43.65, longitude: -79.38 } }));
    await findToast('Location shared successfully!');
    // The toast is raised before the dialog closes (a render later): wait for the close itself.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Change Location' })).toBeVisible();
    // A visitor's location stays in this browser.
    expect(JSON.parse(localStorage.getItem('kidventure.location') ?? 'null')).toEqual({
      lat: 43.65,
      lng: -79.38,
      label: 'Current location',
    });
    await waitFor(() =>
      expect(searches.some((s) => s.get('sort') === 'distance' && s.get('lat') === '43.65')).toBe(
        true,
      ),
    );
  });

  it('says so when the browser refuses the position', async () => {
    stubGeolocation((_ok, fail) => fail({ code: 1, message: 'User denied Geolocation' }));
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Use My Current Location' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not get your location. Please try again or enter your location manually.',
    );
    expect(within(dialog).getByRole('button', { name: 'Use My Current Location' })).toBeEnabled();
  });

  it('says so when the browser has no geolocation', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Use My Current Location' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Geolocation is not supported by your browser.',
    );
  });

  it("remembers a typed address on a signed-in parent's profile", async () => {
    const { user, dialog, calls } = await openDialog({ signedIn: true });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Enter an address or place' }),
      'CN Tower',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Use This Address' }));

    await findToast('Location shared successfully!');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const geocode = calls.find((c) => c.path === '/api/geocode/search');
    expect(geocode?.init).toBeDefined();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/profile/location',
      body: CN_TOWER,
    });
    expect(await screen.findByText('CN Tower, Toronto')).toBeVisible();
    expect(localStorage.getItem('kidventure.location')).toBeNull();
  });

  it('shows why an address was not found, and stays open', async () => {
    const { user, dialog } = await openDialog({
      geocode: () => ({
        status: 404,
        json: { error: { code: 'address_not_found', message: ADDRESS_NOT_FOUND } },
      }),
    });
    const field = within(dialog).getByRole('textbox', { name: 'Enter an address or place' });
    await user.type(field, 'Nowhere at all');
    await user.click(within(dialog).getByRole('button', { name: 'Use This Address' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(ADDRESS_NOT_FOUND));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Share Your Location' })).toBeVisible();
  });

  it('asks for an address before looking one up, at the field', async () => {
    let lookups = 0;
    const { user, dialog } = await openDialog({
      geocode: () => {
        lookups += 1;
        return { json: CN_TOWER };
      },
    });
    const field = within(dialog).getByRole('textbox', { name: 'Enter an address or place' });
    await user.type(field, ' a ');
    await user.click(within(dialog).getByRole('button', { name: 'Use This Address' }));
    expect(field).toHaveAccessibleDescription(ADDRESS_REQUIRED);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field).toHaveFocus());
    expect(lookups).toBe(0);
  });
});
