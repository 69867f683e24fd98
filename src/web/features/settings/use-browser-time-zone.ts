import { useEffect, useRef } from 'react';
import { isTimeZone, type NotificationSettings } from '../../../shared/notifications';
import type { NotificationSettingsUpdate } from '../../../shared/schemas/notification';

const storageKey = (userId: string) => `kidventure.notification-zone.${userId}`;

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** This browser has set the parent's zone (sent it once, or the parent chose one here). */
export function rememberZoneSet(userId: string) {
  try {
    localStorage.setItem(storageKey(userId), '1');
  } catch {
    // Storage unavailable (some private modes): the browser's zone may be sent again next time.
  }
}

function zoneWasSet(userId: string): boolean {
  try {
    return localStorage.getItem(storageKey(userId)) === '1';
  } catch {
    return false;
  }
}

/**
 * Quiet hours are read in the server's zone until the parent's is saved. The first time a parent
 * opens their notification settings in a browser, that browser's zone is saved if it differs;
 * after that (or once they choose a zone here) their choice stands.
 */
export function useBrowserTimeZone(
  userId: string | undefined,
  settings: NotificationSettings | undefined,
  save: (change: NotificationSettingsUpdate) => void,
) {
  const sent = useRef(false);
  useEffect(() => {
    if (!userId || !settings || sent.current || zoneWasSet(userId)) return;
    sent.current = true;
    rememberZoneSet(userId);
    const zone = browserTimeZone();
    if (zone !== settings.timeZone && isTimeZone(zone)) save({ timeZone: zone });
  }, [userId, settings, save]);
}
