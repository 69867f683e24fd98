import { ShieldCheck } from 'lucide-react';
import type { ParentProfileUpdate } from '../../../../shared/schemas/profile';
import { useProfile } from '../../../api/profile/get-profile';
import { useUpdateProfile } from '../../../api/profile/update-profile';
import { DiscoverableSwitch } from '../../../components/network/discoverable-switch';
import { SwitchField } from '../../../components/ui/switch';
import { QueryError } from '../../../components/ui/query-error';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { SectionSkeleton, SettingsSection } from './settings-section';

export function PrivacySection() {
  const profile = useProfile();
  const update = useUpdateProfile();

  // Each switch saves at once; it shows the new value while saving and flips back on failure.
  const save = (change: Pick<ParentProfileUpdate, 'notificationsEnabled'>) =>
    update.mutate(change, {
      onSuccess: () => notify.success('Settings saved'),
      onError: (error) => notify.error('Failed to save profile', errorMessage(error)),
    });

  return (
    <SettingsSection
      id="privacy"
      title="Privacy & notifications"
      description="Who can find you, and whether we keep you posted."
      icon={ShieldCheck}
    >
      {profile.isPending ? (
        <SectionSkeleton label="Loading your privacy settings" lines={1} />
      ) : profile.isError ? (
        <QueryError
          query={profile}
          size="inline"
          title="Your privacy settings could not be loaded."
        />
      ) : (
        <div className="space-y-5">
          <DiscoverableSwitch />
          <SwitchField
            label="Enable notifications"
            description="News about activities that match your preferences and about your bookings. The same switch as on Your Preferences."
            checked={profile.data.notificationsEnabled}
            onCheckedChange={(notificationsEnabled) => save({ notificationsEnabled })}
          />
        </div>
      )}
    </SettingsSection>
  );
}
