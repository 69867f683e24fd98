import { UserRound } from 'lucide-react';
import { initials } from '../../../../shared/age';
import { cn } from '../../../lib/cn';
import { initialsColorOn } from '../kid-format';

const SIZES = {
  md: 'size-14 text-lg',
  lg: 'size-20 text-2xl',
  xl: 'size-24 text-3xl',
} as const;

/** The kid's initials in a circle of their colour; decorative (the name is always beside it). */
export function KidAvatar({
  name,
  color,
  size = 'md',
  className,
}: {
  name: string;
  color: string;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const letters = initials(name);
  return (
    <span
      aria-hidden
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full font-extrabold tracking-tight shadow-sm ring-4 ring-white',
        SIZES[size],
        className,
      )}
      style={{ backgroundColor: color, color: initialsColorOn(color) }}
    >
      {letters || <UserRound className="size-1/2" />}
    </span>
  );
}
