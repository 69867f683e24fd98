import { cn } from '../../lib/cn';

/** The red count on a Messages icon (99+ above 99); nothing at 0. Seen only: say the count in the link's name. */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden
      className={cn(
        'absolute min-w-5 rounded-full bg-danger px-1 text-center text-[11px] leading-5 font-bold text-white',
        className,
      )}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
