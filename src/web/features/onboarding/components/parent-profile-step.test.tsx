import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localIsoDate } from '../../../../shared/iso-date';
import { apiError, renderApp, stubApi, type ApiHandlers } from '../../../testing/render-app';
import { expectToast, onboardingApi, profileAnswer } from '../onboarding.test-helpers';
import { POSITION_OPTIONS } from './use-locate-region';

const openStep = async <K extends string = never>(handlers?: ApiHandlers<K>) => {
  const calls = stubApi({ ...onboardingApi(), ...handlers });
  const app = renderApp('/onboarding/parent-profile');
  const firstName = await screen.findByRole('textbox', { name: 'First name' });
  return { ...app, calls, firstName, next: screen.getByRole('button', { name: 'Next' }) };
};

describe('parent profile step', () => {
  it('prefills from the saved profile and saves the changes before going on', async () => {
    const { user, calls, firstName, next, location } = await openStep({
      'GET /api/profile': {
        json: profileAnswer({ firstName: 'Sam', birthDate: '1988-06-01', region: 'Austin, Texas' }),
      },
      'PATCH /api/profile': (body) => ({ json: profileAnswer(body) }),
    });
    expect(firstName).toHaveValue('Sam');
    const birthDate = screen.getByLabelText(/Birth date/);
    expect(birthDate).toHaveValue('1988-06-01');
    expect(birthDate).toHaveAttribute('type', 'date');
    expect(birthDate).toHaveAttribute('min', '1900-01-01');
    expect(birthDate).toHaveAttribute('max', localIsoDate());
    expect(screen.getByRole('textbox', { name: /Region/ })).toHaveValue('Austin, Texas');

    await user.clear(firstName);
    await user.type(firstName, ' Samantha ');
    await user.clear(screen.getByRole('textbox', { name: /Region/ }));
    await user.click(next);
    await waitFor(() => expect(location().pathname).toBe('/onboarding/kid-profile'));
    // Only what changed is sent; a cleared field is cleared.
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      firstName: 'Samantha',
      region: null,
    });
  });

  it('keeps Next disabled while the first name is blank; Enter explains why', async () => {
    const { user, firstName, next, calls } = await openStep();
    expect(next).toBeDisabled();
    await user.type(firstName, '   ');
    expect(next).toBeDisabled();
    await user.type(firstName, '{Enter}');
    await expectToast('First name required', 'Please enter your first name to continue.');
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    await user.type(firstName, 'Sam');
    expect(next).toBeEnabled();
  });

  it('disables Next while saving and shows the failure', async () => {
    let answer: (value: Response) => void = () => {};
    const { user, firstName, next } = await openStep();
    // Hold the save open to see the busy state, then fail it.
    const stubbed = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'PATCH'
        ? new Promise<Response>((resolve) => (answer = resolve))
        : stubbed(input, init),
    );
    await user.type(firstName, 'Sam');
    await user.click(next);
    await waitFor(() => expect(next).toBeDisabled());
    answer(
      new Response(
        JSON.stringify({ error: { code: 'internal', message: 'Database unavailable' } }),
        { status: 500 },
      ),
    );
    await expectToast('Failed to save profile', 'Database unavailable');
    await waitFor(() => expect(next).toBeEnabled());
  });

  it('uploads a photo, checking type and size first', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:photo');
    URL.revokeObjectURL = vi.fn();
    const { calls } = await openStep({
      'PUT /api/profile/avatar': {
        json: profileAnswer({ avatarUrl: '/api/profile/avatar?v=1' }),
      },
    });
    const input = screen.getByLabelText('Profile photo');

    fireEvent.change(input, {
      target: { files: [new File(['%PDF-'], 'a.pdf', { type: 'application/pdf' })] },
    });
    await expectToast('Avatar upload failed', 'Please choose a PNG, JPEG, WebP or GIF image.');

    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    await expectToast('Avatar upload failed', 'The photo must be 5 MB or smaller.');
    expect(calls.some((c) => c.path === '/api/profile/avatar')).toBe(false);

    const photo = new File(['png'], 'me.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [photo] } });
    await expectToast('Photo uploaded');
    const upload = calls.find((c) => c.method === 'PUT');
    expect(upload?.path).toBe('/api/profile/avatar');
    expect((upload?.init?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(screen.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
      'src',
      'blob:photo',
    );
  });

  it("shows the server's reason when a photo is refused", async () => {
    await openStep({
      'PUT /api/profile/avatar': apiError(
        415,
        'unsupported_file_type',
        'That file is not an image.',
      ),
    });
    fireEvent.change(screen.getByLabelText('Profile photo'), {
      target: { files: [new File(['x'], 'me.png', { type: 'image/png' })] },
    });
    await expectToast('Avatar upload failed', 'That file is not an image.');
  });
});

describe("parent profile step: 'Use my location'", () => {
  type Success = (position: GeolocationPosition) => void;
  type Failure = (error: GeolocationPositionError) => void;
  let getCurrentPosition: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    getCurrentPosition = vi.fn();
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition },
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  const position = (latitude: number, longitude: number) =>
    ({ coords: { latitude, longitude } }) as GeolocationPosition;

  it('asks the browser with the spec options and fills the region', async () => {
    getCurrentPosition.mockImplementation((success: Success) => success(position(30.27, -97.74)));
    const { user, calls } = await openStep({
      'GET /api/geocode/reverse': { json: { region: 'Austin, Texas' } },
    });
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    await expectToast('Location found');
    expect(screen.getByRole('textbox', { name: /Region/ })).toHaveValue('Austin, Texas');
    expect(getCurrentPosition).toHaveBeenCalledWith(
      expect.any(Function),
      expect.any(Function),
      POSITION_OPTIONS,
    );
    expect(POSITION_OPTIONS).toEqual({
      enableHighAccuracy: true,
      timeout: 15000,
      maximumAge: 10000,
    });
    const lookup = calls.find((c) => c.path === '/api/geocode/reverse');
    expect(lookup).toBeDefined();
  });

  it('says so when the region cannot be found', async () => {
    getCurrentPosition.mockImplementation((success: Success) => success(position(0, 0)));
    const { user } = await openStep({
      'GET /api/geocode/reverse': apiError(
        502,
        'geocoder_unavailable',
        'Could not determine your region from coordinates',
      ),
    });
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    await expectToast('Location lookup failed', 'Could not determine your region from coordinates');
    expect(screen.getByRole('textbox', { name: /Region/ })).toHaveValue('');
  });

  it.each([
    [1, 'You denied location access'],
    [2, 'Location information is unavailable'],
    [3, 'Location request timed out'],
    [99, 'Location access was denied'],
  ])('maps geolocation error %i to "%s"', async (code, message) => {
    getCurrentPosition.mockImplementation((_: Success, failure: Failure) =>
      failure({ code, message: 'x' } as GeolocationPositionError),
    );
    const { user, calls } = await openStep();
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    await expectToast('Geolocation failed', message);
    expect(calls.some((c) => c.path === '/api/geocode/reverse')).toBe(false);
    expect(screen.getByRole('button', { name: 'Use my location' })).toBeEnabled();
  });

  it('explains when the browser has no geolocation', async () => {
    Reflect.deleteProperty(navigator, 'geolocation');
    const { user } = await openStep();
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    await expectToast('Geolocation not supported', 'Your browser does not support geolocation');
  });
});
