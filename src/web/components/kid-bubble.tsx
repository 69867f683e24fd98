import { initials } from '../../shared/age';
import { cn } from '../lib/cn';
import { initialsColorOn } from '../lib/kid-display';

const FALLBACK = '#78716c';

/**
 * A child's initials in a circle of their avatar colour, greyed (`muted`) when they cannot
 * take part. Decorative: the name is always beside it.
 */
export function KidBubble({
  name,
  color,
  muted = false,
  className,
}: {
  name: string;
  color: string | null;
  muted?: boolean;
  className?: string;
}) {
  const background = color ?? FALLBACK;
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-extrabold',
        muted && 'bg-stone-200 text-muted',
        className,
      )}
      style={
        muted ? undefined : { backgroundColor: background, color: initialsColorOn(background) }
      }
    >
      {initials(name) || '?'}
    </span>
  );
}
