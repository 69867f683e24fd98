import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  ONBOARDING_DISTANCE,
  PREFERRED_ACTIVITY_TYPES,
  TIME_WINDOWS,
} from '../../../../shared/family-options';
import type { Preferences } from '../../../../shared/schemas/preferences';
import { usePreferences } from '../../../api/preferences/get-preferences';
import { useSavePreferences } from '../../../api/preferences/save-preferences';
import { Button } from '../../../components/ui/button';
import { LoadingPanel } from '../../../components/ui/loading-panel';
import { QueryError } from '../../../components/ui/query-error';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { DistanceSlider } from './distance-slider';
import { OnboardingShell } from './onboarding-shell';
import { stepPath } from './steps';
import { ToggleChips } from './toggle-chips';

const TITLE = 'Activity Preferences';
const DESCRIPTION = 'Choose what your family enjoys. You can change this any time.';

/** Step 4: activity types, time windows and travel distance; nothing is required. */
export function PreferencesStep() {
  const navigate = useNavigate();
  const preferences = usePreferences();
  const skip = (
    <Button variant="ghost" onClick={() => navigate(stepPath('complete'))}>
      Skip for now
    </Button>
  );

  if (preferences.isPending) {
    return (
      <OnboardingShell step="preferences" title={TITLE} secondary={skip}>
        <LoadingPanel label="Loading your preferences" className="py-16" />
      </OnboardingShell>
    );
  }
  if (preferences.isError) {
    // Saving replaces the whole set: without the current one, offer a retry rather than guess.
    return (
      <OnboardingShell step="preferences" title={TITLE} secondary={skip}>
        <QueryError query={preferences} size="inline" title="We couldn't load your preferences." />
      </OnboardingShell>
    );
  }
  return <PreferencesForm current={preferences.data} skip={skip} />;
}

function PreferencesForm({ current, skip }: { current: Preferences; skip: ReactNode }) {
  const navigate = useNavigate();
  const [activityTypes, setActivityTypes] = useState(current.activityTypes);
  const [preferredTimes, setPreferredTimes] = useState(current.preferredTimes);
  const [maxDistance, setMaxDistance] = useState(
    current.saved ? current.maxDistance : ONBOARDING_DISTANCE.default,
  );
  const save = useSavePreferences();

  function submit() {
    // Everything else (days, ages, notifications) stays as the parent had it.
    const { saved: _saved, ...rest } = current;
    save.mutate(
      { ...rest, activityTypes, preferredTimes, maxDistance },
      {
        onSuccess: () => navigate(stepPath('complete')),
        onError: (error) => notify.error('Failed to save preferences', errorMessage(error)),
      },
    );
  }

  return (
    <OnboardingShell
      step="preferences"
      title={TITLE}
      description={DESCRIPTION}
      next={{ onClick: submit, busy: save.isPending }}
      secondary={skip}
    >
      <div className="space-y-7">
        <ToggleChips
          label="Activity types"
          hint="Pick as many as you like."
          options={PREFERRED_ACTIVITY_TYPES}
          selected={activityTypes}
          onChange={setActivityTypes}
        />
        <ToggleChips
          label="Preferred times"
          options={TIME_WINDOWS}
          selected={preferredTimes}
          onChange={setPreferredTimes}
        />
        <DistanceSlider value={maxDistance} onChange={setMaxDistance} />
      </div>
    </OnboardingShell>
  );
}
