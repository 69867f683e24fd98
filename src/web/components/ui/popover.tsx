import { Popover as Pop } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { usePortalContainer } from '../../lib/portal-container';

/** Radix's popover (focus moves in, Escape and a click outside close it) in the app's look. */
export const Popover = Pop.Root;
export const PopoverTrigger = Pop.Trigger;
export const PopoverClose = Pop.Close;

export function PopoverContent({
  className,
  sideOffset = 8,
  ...props
}: ComponentProps<typeof Pop.Content>) {
  return (
    <Pop.Portal container={usePortalContainer()}>
      <Pop.Content
        sideOffset={sideOffset}
        collisionPadding={12}
        className={cn(
          'z-50 w-[min(22rem,calc(100vw-1.5rem))] rounded-2xl border border-line bg-white p-3 text-ink shadow-xl shadow-stone-900/10',
          className,
        )}
        {...props}
      />
    </Pop.Portal>
  );
}
