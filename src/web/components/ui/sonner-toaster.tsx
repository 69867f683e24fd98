import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { toastHostReady } from '../../lib/notify';

/** The sticky header's height (h-16 and its border) and a gap: toasts open below it. */
const BELOW_HEADER = 76;

/**
 * One toast at a time; each lives 5 s (sonner's default is 4 s), after which sonner removes it
 * once its 200 ms exit animation ends. Toasts sit below the header, so they never cover its
 * controls (on a phone a full-width toast would hide Back and the account menu for 5 s).
 */
export default function SonnerToaster() {
  // Runs after sonner's own Toaster has subscribed (child effects run first).
  useEffect(() => toastHostReady(toast), []);
  return (
    <Toaster
      position="top-center"
      visibleToasts={1}
      duration={5000}
      richColors
      offset={{ top: BELOW_HEADER, right: 16, bottom: 16, left: 16 }}
      mobileOffset={{ top: BELOW_HEADER, right: 12, bottom: 12, left: 12 }}
      containerAriaLabel="Notifications"
    />
  );
}
