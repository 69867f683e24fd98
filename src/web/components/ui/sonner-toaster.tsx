import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { toastHostReady } from '../../lib/notify';

/**
 * Set by lib/toast-scene.ts for each toast: below the header and above the bars fixed to the
 * bottom. The fallbacks are the header's height (h-16 and its border) and a gap.
 */
const OFFSET = { top: 'var(--toast-top, 76px)', bottom: 'var(--toast-bottom, 16px)' };

/**
 * One toast at a time; each lives 5 s (sonner's default is 4 s), after which sonner removes it
 * once its 200 ms exit animation ends. Each toast says where it opens (lib/toast-placement.ts):
 * at the top or the bottom, whichever is clear of the control just used and of the title.
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
      offset={{ ...OFFSET, right: 16, left: 16 }}
      mobileOffset={{ ...OFFSET, right: 12, left: 12 }}
      containerAriaLabel="Notifications"
    />
  );
}
