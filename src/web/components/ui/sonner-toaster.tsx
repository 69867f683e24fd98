import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { toastHostReady } from '../../lib/notify';

/**
 * One toast at a time; each lives 5 s (sonner's default is 4 s), after which sonner removes it
 * once its 200 ms exit animation ends.
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
      offset={16}
      mobileOffset={12}
      containerAriaLabel="Notifications"
    />
  );
}
