import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { ParentProfileUpdateSchema } from '../../../../shared/schemas/profile';
import { useProfile, type Profile } from '../../../api/profile/get-profile';
import { useUpdateProfile } from '../../../api/profile/update-profile';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { QueryError } from '../../../components/ui/query-error';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { AvatarPicker } from './avatar-picker';
import { SectionSkeleton, SettingsSection } from './settings-section';

const ProfileFormSchema = ParentProfileUpdateSchema.pick({ firstName: true, region: true });

export function ProfileSection({ email }: { email: string }) {
  const profile = useProfile();
  return (
    <SettingsSection
      id="profile"
      title="Profile"
      description="Your name, photo and region."
      icon={UserRound}
    >
      {profile.isPending ? (
        <SectionSkeleton label="Loading your profile" lines={2} />
      ) : profile.isError ? (
        <QueryError query={profile} size="inline" title="Your profile could not be loaded." />
      ) : (
        <ProfileForm profile={profile.data} email={email} />
      )}
    </SettingsSection>
  );
}

function ProfileForm({ profile, email }: { profile: Profile; email: string }) {
  const [firstName, setFirstName] = useState(profile.firstName ?? '');
  const [region, setRegion] = useState(profile.region ?? '');
  const { attach, errors, handleSubmit, focusInvalid, showServerIssues } = useSchemaForm(
    ProfileFormSchema,
    {
      firstName,
      region,
    },
  );
  const update = useUpdateProfile();
  const letter = (firstName.trim() || email).charAt(0).toUpperCase() || 'U';

  const submit = handleSubmit((input) =>
    update.mutateAsync(input).then(
      () => notify.success('Profile saved'),
      (error: Error) => {
        if (isApiError(error, 'validation_failed') && showServerIssues(error.fieldIssues)) {
          focusInvalid();
        }
        notify.error('Failed to save profile', errorMessage(error));
      },
    ),
  );

  return (
    <div className="space-y-5">
      <AvatarPicker avatarUrl={profile.avatarUrl} letter={letter} />
      <form
        ref={attach}
        noValidate
        onSubmit={submit}
        aria-label="Profile"
        className="grid gap-4 sm:grid-cols-2"
      >
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          value={firstName}
          onValueChange={setFirstName}
          error={errors.firstName}
          required
        />
        <TextField
          label="Region"
          labelNote="(optional)"
          name="region"
          autoComplete="address-level2"
          placeholder="City, State"
          value={region}
          onValueChange={setRegion}
          error={errors.region}
        />
        <div className="sm:col-span-2">
          <Button type="submit" busy={update.isPending} className="w-full sm:w-auto">
            {update.isPending ? 'Saving...' : 'Save profile'}
          </Button>
        </div>
      </form>
    </div>
  );
}
