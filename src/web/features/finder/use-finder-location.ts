import { useEffect } from 'react';
import { useParentLocation } from '../../api/profile/parent-location';

/** Set once the finders have asked this browser for its position, so they ask only once. */
const ASKED_KEY = 'kidventure.finder-location-asked';

function askedBefore(): boolean {
  try {
    if (localStorage.getItem(ASKED_KEY)) return true;
    localStorage.setItem(ASKED_KEY, '1');
    return false;
  } catch {
    return true; // storage disabled: do not ask on every visit
  }
}

/**
 * Where the finders measure distance from (spec part 2, sections 4 and 7): the parent's remembered
 * location, or the browser's position (high accuracy, 15 s, cached up to 10 s), kept like
 * Discover's. The browser is asked once, and only when the parent first `wantsNear` (a request
 * such as 'near me', 'within 5 miles' or the 'Summer camps nearby' suggestion), never on arrival.
 * A failure is only logged to the console.
 */
export function useFinderLocation(wantsNear: boolean): { lat: number; lng: number } | null {
  const { location, isLoading, setLocation } = useParentLocation();
  const missing = !isLoading && location === null;

  useEffect(() => {
    if (!wantsNear || !missing || askedBefore()) return;
    if (!('geolocation' in navigator)) {
      console.warn('Geolocation is not supported by your browser.');
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocation({
          lat: coords.latitude,
          lng: coords.longitude,
          label: 'Current location',
        }).catch((err: unknown) => console.warn('Could not keep your location', err));
      },
      (err) => console.warn('Could not get your location', err.message),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 10_000 },
    );
    // Asked once per browser: later renders find the flag.
  }, [wantsNear, missing, setLocation]);

  return location ? { lat: location.lat, lng: location.lng } : null;
}
