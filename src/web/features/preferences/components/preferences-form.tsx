import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  PREFERENCES_AGE_RANGE,
  PREFERENCES_DISTANCE,
  PREFERRED_ACTIVITY_TYPES,
  TIME_WINDOWS,
  WEEKDAYS,
} from '../../../../shared/family-options';
import {
  PreferencesInputSchema,
  type PreferencesInput,
} from '../../../../shared/schemas/preferences';
import { useSavePreferences } from '../../../api/preferences/save-preferences';
import { Button, buttonClasses } from '../../../components/ui/button';
import { SwitchField } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { OptionToggles } from './option-toggles';
import { SliderField } from '../../../components/ui/slider';

export const formatMiles = (miles: number) => `${miles} ${miles === 1 ? 'mile' : 'miles'}`;
export const formatYears = (years: number) => `${years} ${years === 1 ? 'year' : 'years'}`;
export const formatAgeRange = ({ min, max }: { min: number; max: number }) => `${min}–${max} years`;

/** Onboarding allows 0 miles; this screen's slider starts at 1. */
const clampDistance = (miles: number) =>
  Math.min(PREFERENCES_DISTANCE.max, Math.max(PREFERENCES_DISTANCE.min, miles));

/** The preferences screen's form: starts from the saved (or default) values, saves them whole. */
export function PreferencesForm({ initial }: { initial: PreferencesInput }) {
  const navigate = useNavigate();
  // Only the input's fields: the answer's extras (saved) are not sent back.
  const [values, setValues] = useState<PreferencesInput>(() => ({
    activityTypes: initial.activityTypes,
    preferredDays: initial.preferredDays,
    preferredTimes: initial.preferredTimes,
    maxDistance: clampDistance(initial.maxDistance),
    ageRange: { min: initial.ageRange.min, max: initial.ageRange.max },
    enableNotifications: initial.enableNotifications,
  }));
  const save = useSavePreferences();
  const { attach, handleSubmit } = useSchemaForm(PreferencesInputSchema, values);

  const set = <K extends keyof PreferencesInput>(key: K, value: PreferencesInput[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  // Every control keeps its value in range, so the schema only confirms what is sent.
  const submit = handleSubmit((input) =>
    save.mutateAsync(input, {
      onSuccess: () => {
        notify.success('Preferences saved');
        navigate('/');
      },
      // The parent's choices stay on screen to try again.
      onError: (error) => notify.error('Failed to save preferences', errorMessage(error)),
    }),
  );

  return (
    <form
      ref={attach}
      noValidate
      onSubmit={submit}
      className="space-y-4"
      aria-label="Your Preferences"
    >
      <OptionToggles
        legend="Activity types"
        description="What kinds of activities do your kids enjoy?"
        options={PREFERRED_ACTIVITY_TYPES}
        value={values.activityTypes}
        onChange={(next) => set('activityTypes', next)}
      />
      <OptionToggles
        legend="Preferred days"
        description="Which days work best for your family?"
        options={WEEKDAYS}
        value={values.preferredDays}
        onChange={(next) => set('preferredDays', next)}
      />
      <OptionToggles
        legend="Preferred times"
        description="When can your kids take part?"
        options={TIME_WINDOWS}
        value={values.preferredTimes}
        onChange={(next) => set('preferredTimes', next)}
      />

      <section
        aria-labelledby="preferences-distance-age"
        className="space-y-6 rounded-2xl border border-line bg-white p-5 shadow-xs"
      >
        <h2 id="preferences-distance-age" className="text-lg font-bold">
          Distance and ages
        </h2>
        <SliderField
          label="Maximum travel distance"
          valueLabel={formatMiles(values.maxDistance)}
          min={PREFERENCES_DISTANCE.min}
          max={PREFERENCES_DISTANCE.max}
          step={PREFERENCES_DISTANCE.step}
          value={[values.maxDistance]}
          onValueChange={([miles]) => miles !== undefined && set('maxDistance', miles)}
          formatValue={formatMiles}
        />
        <SliderField
          label="Age range"
          valueLabel={formatAgeRange(values.ageRange)}
          min={PREFERENCES_AGE_RANGE.min}
          max={PREFERENCES_AGE_RANGE.max}
          step={PREFERENCES_AGE_RANGE.step}
          value={[values.ageRange.min, values.ageRange.max]}
          onValueChange={([min, max]) =>
            min !== undefined && max !== undefined && set('ageRange', { min, max })
          }
          formatValue={formatYears}
          thumbLabels={['Youngest age', 'Oldest age']}
        />
      </section>

      <section
        aria-labelledby="preferences-notifications"
        className="rounded-2xl border border-line bg-white p-5 shadow-xs"
      >
        <h2 id="preferences-notifications" className="mb-3 text-lg font-bold">
          Notifications
        </h2>
        <SwitchField
          label="Enable notifications"
          description="Hear about new activities that match these preferences and about your bookings."
          checked={values.enableNotifications}
          onCheckedChange={(on) => set('enableNotifications', on)}
        />
      </section>

      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={() => navigate('/')}
          className={buttonClasses({ variant: 'secondary', size: 'lg' })}
        >
          Cancel
        </button>
        <Button type="submit" size="lg" busy={save.isPending} className="sm:min-w-40">
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
