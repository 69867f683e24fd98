import { useState } from 'react';
import { LOCATION_LOOKUP_FAILED } from '../../../../shared/schemas/profile';
import { reverseGeocode } from '../../../api/geocode/reverse-geocode';
import { notify } from '../../../lib/notify';

/** The spec's options for the browser's position lookup. */
export const POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 15_000,
  maximumAge: 10_000,
};

/** The spec's description for each GeolocationPositionError code. */
export function geolocationErrorMessage(code: number): string {
  switch (code) {
    case 1: // PERMISSION_DENIED
      return 'You denied location access';
    case 2: // POSITION_UNAVAILABLE
      return 'Location information is unavailable';
    case 3: // TIMEOUT
      return 'Location request timed out';
    default:
      return 'Location access was denied';
  }
}

/**
 * 'Use my location': the browser's position, turned into a region ('city, state') by the
 * server's geocoder. Each failure ends in the spec's toast.
 */
export function useLocateRegion(onRegion: (region: string) => void) {
  const [locating, setLocating] = useState(false);

  function locate() {
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      notify.error('Geolocation not supported', 'Your browser does not support geolocation');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        try {
          const { region } = await reverseGeocode({
            lat: coords.latitude,
            lng: coords.longitude,
          });
          onRegion(region);
          notify.success('Location found', region);
        } catch {
          notify.error('Location lookup failed', LOCATION_LOOKUP_FAILED);
        } finally {
          setLocating(false);
        }
      },
      (error) => {
        setLocating(false);
        notify.error('Geolocation failed', geolocationErrorMessage(error.code));
      },
      POSITION_OPTIONS,
    );
  }

  return { locate, locating };
}
