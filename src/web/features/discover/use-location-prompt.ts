import { startTransition, useEffect, useState } from 'react';
import { LOCATION_DIALOG_DELAY_MS } from '../../../shared/location-prompt';
import { sessionFlag } from '../../lib/session-flag';
import type { CloseReason } from './components/location-dialog';

const skipped = sessionFlag('kidventure.locationPromptSkipped');

/**
 * Opens the location dialog 1 s after arrival while no location is known. A parent who skips
 * (or closes it) is not asked again in this browser session: asking on every visit to Discover
 * would nag, asking never again would hide a feature they may want later. 'Share Location' on
 * the map opens it any time.
 */
export function useLocationPrompt({ known, loading }: { known: boolean; loading: boolean }) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (loading || known || skipped.isSet()) return;
    // Opened as a transition, React builds the dialog in short slices rather than one long task
    // that a tap on the page (just drawn on a slow phone) would wait behind.
    const timer = setTimeout(() => startTransition(() => setOpen(true)), LOCATION_DIALOG_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading, known]);

  return {
    open,
    show: () => setOpen(true),
    close: (reason: CloseReason) => {
      if (reason === 'dismissed' && !known) skipped.set();
      setOpen(false);
    },
  };
}
