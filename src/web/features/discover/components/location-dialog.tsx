import { LocateFixed, MapPin } from 'lucide-react';
import { useState } from 'react';
import { addressTextProblem, LOCATION_TEXT_MAX } from '../../../../shared/geo';
import type { ParentLocation } from '../../../../shared/schemas/profile';
import { geocodeAddress } from '../../../api/geocode/geocode-address';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogIcon } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { fieldRules } from '../../../lib/field-rules';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { GeolocationUnsupported, useCurrentPosition } from '../use-current-position';

/** The spec's messages (part 1, section 8). */
export const GEOLOCATION_FAILED =
  'Could not get your location. Please try again or enter your location manually.';
export const GEOLOCATION_UNSUPPORTED = 'Geolocation is not supported by your browser.';

/** The geocoder's own rule, without loading zod on Discover (decision 033). */
const AddressForm = fieldRules<{ address: string }>({ address: addressTextProblem });

/** What a shared browser position is called where the parent sees it. */
const CURRENT_LOCATION_LABEL = 'Current location';

export type CloseReason = 'shared' | 'dismissed';

type Props = {
  open: boolean;
  current: ParentLocation | null;
  /** Remembers the location; rejects when it could not be saved. */
  onShare: (location: ParentLocation) => Promise<void>;
  onClose: (reason: CloseReason) => void;
};

/**
 * 'Share Your Location': the browser's position, a typed address, or 'Skip for Now'.
 * Errors are shown inside the dialog, where the parent is (a toast would sit behind the modal,
 * hidden from screen readers while it is open).
 */
export function LocationDialog({ open, current, onShare, onClose }: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose('dismissed')}
      title="Share Your Location"
      description="See the activities closest to you first, with how far each one is."
      // It opens by itself 1 s after arrival, while a slow phone may still be starting the page.
      focusLater
      icon={
        <DialogIcon>
          <MapPin aria-hidden className="size-5" />
        </DialogIcon>
      }
    >
      {current && (
        <p className="mt-4 rounded-xl bg-stone-100 px-3 py-2 text-sm">
          Now showing activities near <strong>{current.label}</strong>
        </p>
      )}
      <LocationChoices onShare={onShare} onClose={onClose} />
    </Dialog>
  );
}

/** The dialog's body; it unmounts with the dialog, so every opening starts fresh. */
function LocationChoices({ onShare, onClose }: Pick<Props, 'onShare' | 'onClose'>) {
  const position = useCurrentPosition();
  const [saving, setSaving] = useState<'position' | 'address' | null>(null);
  const [positionError, setPositionError] = useState<string | null>(null);
  const [address, setAddress] = useState('');
  const { attach, errors, handleSubmit, showServerIssues } = useSchemaForm(AddressForm, {
    address,
  });
  const busy = position.locating || saving !== null;

  const share = async (location: ParentLocation) => {
    await onShare(location);
    onClose('shared');
  };

  const shareCurrentPosition = async () => {
    setPositionError(null);
    let point;
    try {
      point = await position.locate();
    } catch (error) {
      setPositionError(
        error instanceof GeolocationUnsupported ? GEOLOCATION_UNSUPPORTED : GEOLOCATION_FAILED,
      );
      return;
    }
    setSaving('position');
    try {
      await share({ ...point, label: CURRENT_LOCATION_LABEL });
    } catch (error) {
      setPositionError(errorMessage(error));
      setSaving(null);
    }
  };

  const shareAddress = handleSubmit(async (input) => {
    setSaving('address');
    try {
      await share(await geocodeAddress(input.address.trim()));
    } catch (error) {
      // Shown at the field while the parent leaves the address as it was.
      showServerIssues([{ path: 'address', message: errorMessage(error) }]);
      setSaving(null);
    }
  });

  const gettingPosition = position.locating || saving === 'position';
  return (
    <div className="mt-5 space-y-5">
      <div>
        <Button
          size="lg"
          className="w-full"
          busy={gettingPosition}
          disabled={busy}
          onClick={() => void shareCurrentPosition()}
        >
          {!gettingPosition && <LocateFixed aria-hidden className="size-5" />}
          {gettingPosition ? 'Getting Location...' : 'Use My Current Location'}
        </Button>
        {positionError && (
          <p role="alert" className="mt-2 text-sm font-medium text-danger">
            {positionError}
          </p>
        )}
      </div>

      <div className="flex items-center gap-3 text-sm text-muted" aria-hidden>
        <span className="h-px flex-1 bg-line" />
        or
        <span className="h-px flex-1 bg-line" />
      </div>

      <form ref={attach} noValidate onSubmit={shareAddress} className="space-y-3">
        <TextField
          label="Enter an address or place"
          value={address}
          onValueChange={setAddress}
          error={errors.address}
          placeholder="e.g. 290 Bremner Blvd, Toronto"
          autoComplete="street-address"
          maxLength={LOCATION_TEXT_MAX}
        />
        <Button
          type="submit"
          variant="secondary"
          className="w-full"
          busy={saving === 'address'}
          disabled={busy}
        >
          Use This Address
        </Button>
      </form>

      <Button variant="ghost" className="w-full" onClick={() => onClose('dismissed')}>
        Skip for Now
      </Button>
    </div>
  );
}
