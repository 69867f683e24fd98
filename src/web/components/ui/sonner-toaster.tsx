import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { toastHostReady } from '../../lib/notify';
import { useMediaQuery, WIDE_LAYOUT } from '../../lib/use-media-query';

/** Above the bottom navigation and any bar the page holds there (styles.css). */
const BOTTOM = 'var(--toast-bottom)';

/**
 * One toast at a time; each lives 5 s (sonner's default is 4 s), after which sonner removes it
 * once its 200 ms exit animation ends. Toasts rise from the bottom: at the top they hid the
 * header's controls and the page title a parent reads next. On phones and tablets they sit above
 * the bottom navigation (and an activity page's booking bar); on wide screens, bottom right.
 */
export default function SonnerToaster() {
  const wide = useMediaQuery(WIDE_LAYOUT);
  // Runs after sonner's own Toaster has subscribed (child effects run first).
  useEffect(() => toastHostReady(toast), []);
  return (
    <Toaster
      position={wide ? 'bottom-right' : 'bottom-center'}
      visibleToasts={1}
      duration={5000}
      richColors
      offset={{ top: 16, right: 24, bottom: BOTTOM, left: 16 }}
      mobileOffset={{ top: 12, right: 12, bottom: BOTTOM, left: 12 }}
      containerAriaLabel="Notifications"
    />
  );
}
