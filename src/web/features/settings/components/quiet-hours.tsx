import { QUIET_HOURS, type NotificationSettings } from '../../../../shared/notifications';
import type { NotificationSettingsUpdate } from '../../../../shared/schemas/notification';
import { SelectField } from '../../../components/ui/field';
import { SwitchField } from '../../../components/ui/switch';

/** "9 PM" for 21. */
const hourLabel = (hour: number) => `${hour % 12 || 12} ${hour < 12 ? 'AM' : 'PM'}`;
const QUIET_LABEL = `Quiet hours (${hourLabel(QUIET_HOURS.from)} – ${hourLabel(QUIET_HOURS.to)})`;

let zones: string[] | undefined;
/** Every zone this browser knows, read once (a few hundred names). */
function knownZones(): string[] {
  zones ??= typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones;
}

/** The zone names as a parent reads them: "America/New York". */
const zoneLabel = (zone: string) => zone.replaceAll('_', ' ');

/** Quiet hours on or off, and the time zone they are read in. */
export function QuietHours({
  settings,
  onChange,
}: {
  settings: NotificationSettings;
  onChange: (change: NotificationSettingsUpdate) => void;
}) {
  // The stored zone is offered even where this browser's list lacks it ("UTC" in Chrome).
  const known = knownZones();
  const options = known.includes(settings.timeZone) ? known : [settings.timeZone, ...known];
  return (
    <div className="space-y-4">
      <SwitchField
        label={QUIET_LABEL}
        description={`No e-mail or push from ${hourLabel(QUIET_HOURS.from)} to ${hourLabel(QUIET_HOURS.to)} in your time zone. Reminders still come.`}
        checked={settings.quietHours}
        onCheckedChange={(quietHours) => onChange({ quietHours })}
      />
      <SelectField
        label="Time zone"
        value={settings.timeZone}
        options={options}
        optionLabel={zoneLabel}
        placeholder="Choose a time zone"
        onValueChange={(timeZone) => {
          if (timeZone) onChange({ timeZone });
        }}
      />
    </div>
  );
}
