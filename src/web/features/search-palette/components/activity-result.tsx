import { Command } from 'cmdk';
import type { Activity } from '../../../../shared/schemas/activity';
import { formatAges, formatLongDate, formatTime } from '../../../lib/format';
import { itemClasses } from './palette-classes';

/** cmdk's value for an activity's item. */
export const activityValue = (id: number) => `activity:${id}`;

/** One activity in the palette: image, title, date and start time, ages, and 'Full' when it is. */
export function ActivityResult({
  activity: a,
  onSelect,
}: {
  activity: Activity;
  onSelect: () => void;
}) {
  return (
    <Command.Item value={activityValue(a.id)} onSelect={onSelect} className={itemClasses}>
      <img
        src={a.imageUrl}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        className="size-14 shrink-0 rounded-xl bg-primary-tint object-cover"
      />
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2">
          <span className="truncate font-semibold">{a.title}</span>
          {a.spotsLeft <= 0 && (
            <span className="shrink-0 rounded-full bg-danger px-2 py-0.5 text-xs font-bold text-white">
              Full
            </span>
          )}
        </span>
        <span className="block text-sm text-muted">
          {formatLongDate(a.date)} · {formatTime(a.startTime)}
        </span>
        <span className="block text-sm text-muted">{formatAges(a.ageMin, a.ageMax)}</span>
      </span>
    </Command.Item>
  );
}
