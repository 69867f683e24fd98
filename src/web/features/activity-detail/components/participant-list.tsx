import { Check } from 'lucide-react';
import type { Activity } from '../../../../shared/schemas/activity';
import { KidBubble } from '../../../components/kid-bubble';
import { cn } from '../../../lib/cn';
import type { Participant } from '../participants';

/**
 * Eligible kids as on/off toggles (aria-pressed); the others greyed out with the reason, not
 * offered. Eligible kids come first.
 */
export function ParticipantList({
  activity,
  participants,
  selectedIds,
  onToggle,
}: {
  activity: Pick<Activity, 'ageMin' | 'ageMax'>;
  participants: readonly Participant[];
  selectedIds: readonly string[];
  onToggle: (kidId: string) => void;
}) {
  const eligible = participants.filter((p) => p.eligible);
  const ineligible = participants.filter((p) => !p.eligible);

  return (
    <ul className="mt-4 space-y-2">
      {eligible.map(({ kid, age }) => {
        const pressed = selectedIds.includes(kid.id);
        return (
          <li key={kid.id}>
            <button
              type="button"
              aria-pressed={pressed}
              onClick={() => onToggle(kid.id)}
              className={cn(
                'flex w-full items-center gap-3 rounded-2xl border-2 p-2.5 pr-3.5 text-left transition-colors',
                pressed
                  ? 'border-primary bg-primary-tint'
                  : 'border-line bg-white hover:border-primary/60 hover:bg-stone-50',
              )}
            >
              <KidBubble name={kid.name} color={kid.avatarColor} className="size-11" />
              <span className="min-w-0 flex-1">
                <span className="block font-bold break-words text-ink">{kid.name}</span>
                <span className="block text-sm text-muted">Age {age}</span>
              </span>
              <span
                aria-hidden
                className={cn(
                  'flex size-7 shrink-0 items-center justify-center rounded-full border-2',
                  pressed ? 'border-primary bg-primary text-white' : 'border-stone-300 bg-white',
                )}
              >
                {pressed && <Check className="size-4" strokeWidth={3} />}
              </span>
            </button>
          </li>
        );
      })}
      {ineligible.map(({ kid, age }) => (
        <li
          key={kid.id}
          className="flex items-center gap-3 rounded-2xl border-2 border-dashed border-stone-200 bg-stone-50 p-2.5 pr-3.5"
        >
          <KidBubble name={kid.name} color={kid.avatarColor} muted className="size-11" />
          <span className="min-w-0 flex-1">
            <span className="block font-semibold break-words text-muted">{kid.name}</span>
            <span className="block text-sm text-muted">
              Age {age} — this activity is for ages{' '}
              <span className="whitespace-nowrap">
                {activity.ageMin}–{activity.ageMax}
              </span>
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
