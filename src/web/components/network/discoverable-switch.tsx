import { useProfile } from '../../api/profile/get-profile';
import { useUpdateProfile } from '../../api/profile/update-profile';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { SwitchField } from '../ui/switch';

export const DISCOVERABLE_LABEL = 'Discoverable to other parents';
export const DISCOVERABLE_DESCRIPTION =
  'Other parents can find you by your first name and region, so they can connect with you and send you messages.';

/**
 * The parent's choice to be found, saved at once: the same switch in Settings and where the
 * directory comes up empty. It shows the new value while saving and flips back on failure.
 */
export function DiscoverableSwitch({ className }: { className?: string }) {
  const profile = useProfile();
  const update = useUpdateProfile();
  if (!profile.data) return null;
  return (
    <SwitchField
      className={className}
      label={DISCOVERABLE_LABEL}
      description={DISCOVERABLE_DESCRIPTION}
      checked={profile.data.discoverable}
      onCheckedChange={(discoverable) =>
        update.mutate(
          { discoverable },
          {
            onSuccess: () => notify.success('Settings saved'),
            onError: (error) => notify.error('Failed to save profile', errorMessage(error)),
          },
        )
      }
    />
  );
}
