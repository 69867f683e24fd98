import { LocateFixed } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { BIRTH_YEAR_MIN } from '../../../../shared/family-options';
import { localIsoDate } from '../../../../shared/iso-date';
import {
  FIRST_NAME_REQUIRED,
  OnboardingParentProfileSchema,
  type ParentProfile,
} from '../../../../shared/schemas/profile';
import { useProfile } from '../../../api/profile/get-profile';
import { useUpdateProfile } from '../../../api/profile/update-profile';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { LoadingPanel } from '../../../components/ui/loading-panel';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { AvatarUpload } from './avatar-upload';
import { OnboardingShell } from './onboarding-shell';
import { stepPath } from './steps';
import { useLocateRegion } from './use-locate-region';

/** Step 2: the parent's photo, first name, birth date and region. */
export function ParentProfileStep() {
  const profile = useProfile();
  return profile.isPending ? (
    <OnboardingShell step="parent-profile" title="About You">
      <LoadingPanel label="Loading your profile" className="py-16" />
    </OnboardingShell>
  ) : (
    // A profile that failed to load leaves the form empty: the parent can still fill it in.
    <ParentProfileForm profile={profile.data ?? null} />
  );
}

function ParentProfileForm({ profile }: { profile: ParentProfile | null }) {
  const navigate = useNavigate();
  const [initial] = useState(() => ({
    birthDate: profile?.birthDate?.slice(0, 10) ?? '',
    region: profile?.region ?? '',
  }));
  const [firstName, setFirstName] = useState(profile?.firstName ?? '');
  const [birthDate, setBirthDate] = useState(initial.birthDate);
  const [region, setRegion] = useState(initial.region);
  const values = { firstName, birthDate, region };
  const { attach, errors, handleSubmit, showServerIssues } = useSchemaForm(
    OnboardingParentProfileSchema,
    values,
  );
  const save = useUpdateProfile();
  const { locate, locating } = useLocateRegion(setRegion);
  const blank = firstName.trim() === '';

  const submit = handleSubmit(
    (input) => {
      // Only what the parent changed: a profile that failed to load must not be blanked.
      const changes = {
        firstName: input.firstName,
        ...(birthDate !== initial.birthDate && { birthDate: input.birthDate }),
        ...(region !== initial.region && { region: input.region }),
      };
      return save.mutateAsync(changes).then(
        () => navigate(stepPath('kid-profile')),
        (error: Error) => {
          if (isApiError(error, 'validation_failed')) showServerIssues(error.fieldIssues);
          notify.error('Failed to save profile', errorMessage(error));
        },
      );
    },
    {
      onInvalid: () => {
        if (blank) notify.error('First name required', FIRST_NAME_REQUIRED);
      },
    },
  );

  // Next stays disabled while the name is blank, which would also block Enter from submitting;
  // Enter in a field still submits, so a blank name gets the spec's message.
  function submitOnEnter(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <OnboardingShell
      step="parent-profile"
      title="About You"
      description="Tell us a little about yourself so we can tailor Kidventure to your family."
      next={{ onClick: () => submit(), disabled: blank, busy: save.isPending }}
    >
      {/* Enter is delegated from the form's fields (see submitOnEnter); the form itself is not a control. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <form
        ref={attach}
        noValidate
        onSubmit={submit}
        onKeyDown={submitOnEnter}
        className="space-y-5"
      >
        <AvatarUpload avatarUrl={profile?.avatarUrl ?? null} />
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
          label="Birth date"
          labelNote="(optional)"
          type="date"
          name="birthDate"
          autoComplete="bday"
          min={`${BIRTH_YEAR_MIN}-01-01`}
          max={localIsoDate()}
          value={birthDate}
          onValueChange={setBirthDate}
          error={errors.birthDate}
        />
        <div className="space-y-2">
          <TextField
            label="Region"
            labelNote="(optional)"
            name="region"
            autoComplete="address-level2"
            placeholder="City, state"
            value={region}
            onValueChange={setRegion}
            error={errors.region}
          />
          <Button variant="link" busy={locating} onClick={locate} className="-ml-1">
            {!locating && <LocateFixed aria-hidden className="size-4" />}
            {locating ? 'Finding your location...' : 'Use my location'}
          </Button>
        </div>
      </form>
    </OnboardingShell>
  );
}
