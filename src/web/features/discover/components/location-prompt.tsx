import { Suspense, useEffect, useImperativeHandle, type Ref } from 'react';
import type { ParentLocation } from '../../../../shared/schemas/profile';
import { lazyPart } from '../../../lib/lazy-part';
import { useLocationPrompt } from '../use-location-prompt';

// The dialog (and the address rules it checks with) loads when it may be needed, not with the page.
const LocationDialog = lazyPart(() =>
  import('./location-dialog').then((module) => module.LocationDialog),
);

export type LocationPromptHandle = { show: () => void };

type Props = {
  ref: Ref<LocationPromptHandle>;
  /** A location or a region is known: the dialog does not open by itself. */
  known: boolean;
  /** The parent's location is still being read. */
  loading: boolean;
  current: ParentLocation | null;
  onShare: (location: ParentLocation) => Promise<void>;
};

/**
 * 'Share Your Location': opens by itself 1 s after arrival while no location is known, or on
 * `show()` ('Share Location' on the map). Whether it is open is kept here rather than in Discover,
 * so opening it renders the dialog alone, not the whole screen behind it again (on a slow phone
 * that render was a long task of its own, just as the dialog opened).
 */
export function LocationPrompt({ ref, known, loading, current, onShare }: Props) {
  const prompt = useLocationPrompt({ known, loading });
  useImperativeHandle(ref, () => ({ show: prompt.show }), [prompt.show]);
  useEffect(() => {
    if (!loading && !known) void LocationDialog.preload();
  }, [loading, known]);

  if (!prompt.open) return null;
  return (
    <Suspense fallback={null}>
      <LocationDialog.Component open current={current} onShare={onShare} onClose={prompt.close} />
    </Suspense>
  );
}
