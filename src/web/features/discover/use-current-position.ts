import { useCallback, useEffect, useRef, useState } from 'react';

/** The spec's browser location request on Discover: precise, at most 15 s, a fix ≤ 10 s old. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 15_000,
  maximumAge: 10_000,
};

export class GeolocationUnsupported extends Error {
  constructor() {
    super('Geolocation is not supported by your browser.');
    this.name = 'GeolocationUnsupported';
  }
}

export type Coordinates = { lat: number; lng: number };

/**
 * Asks the browser where the parent is. `locate` rejects with GeolocationUnsupported, or with
 * the browser's GeolocationPositionError (denied, unavailable, timed out). A request still
 * running when the component goes away never settles, so no one acts on a late answer.
 */
export function useCurrentPosition() {
  const [locating, setLocating] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const locate = useCallback(
    () =>
      new Promise<Coordinates>((resolve, reject) => {
        if (!('geolocation' in navigator) || !navigator.geolocation) {
          reject(new GeolocationUnsupported());
          return;
        }
        setLocating(true);
        navigator.geolocation.getCurrentPosition(
          (position) => {
            if (!mounted.current) return;
            setLocating(false);
            resolve({ lat: position.coords.latitude, lng: position.coords.longitude });
          },
          (error) => {
            if (!mounted.current) return;
            setLocating(false);
            reject(error);
          },
          GEOLOCATION_OPTIONS,
        );
      }),
    [],
  );

  return { locating, locate };
}
