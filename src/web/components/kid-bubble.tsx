import { initials } from '../../shared/age';
import { cn } from '../lib/cn';
import { initialsColorOn } from '../lib/kid-display';

const FALLBACK = '#78716c';

/** A child's initials in a circle of their avatar colour; decorative (the name is beside it). */
export function KidBubble({
  name,
  color,
  className,
}: {
  name: string;
  color: string | null;
  className?: string;
}) {
  const background = color ?? FALLBACK;
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-extrabold',
        className,
      )}
      style={{ backgroundColor: background, color: initialsColorOn(background) }}
    >
      {initials(name) || '?'}
    </span>
  );
}
