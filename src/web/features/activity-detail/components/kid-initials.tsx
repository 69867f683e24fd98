import { initials } from '../../../../shared/age';
import { cn } from '../../../lib/cn';
import { initialsColorOn } from '../../../lib/kid-display';

/**
 * The kid's initials in a circle of their avatar colour, greyed when they cannot take part.
 * Decorative: the name is always beside it.
 */
export function KidInitials({
  name,
  color,
  muted = false,
}: {
  name: string;
  color: string;
  muted?: boolean;
}) {
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-11 shrink-0 items-center justify-center rounded-full text-sm font-extrabold',
        muted && 'bg-stone-200 text-muted',
      )}
      style={muted ? undefined : { backgroundColor: color, color: initialsColorOn(color) }}
    >
      {initials(name) || '?'}
    </span>
  );
}
