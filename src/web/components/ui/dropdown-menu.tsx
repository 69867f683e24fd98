import { DropdownMenu as Menu } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { usePortalContainer } from '../../lib/portal-container';

/** Radix's keyboard-operable menu (arrow keys, typeahead, Escape) in the app's look. */
export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuGroup = Menu.Group;

export function DropdownMenuContent({
  className,
  sideOffset = 8,
  ...props
}: ComponentProps<typeof Menu.Content>) {
  return (
    <Menu.Portal container={usePortalContainer()}>
      <Menu.Content
        sideOffset={sideOffset}
        collisionPadding={12}
        className={cn(
          'z-50 min-w-60 rounded-2xl border border-line bg-white p-1.5 text-ink shadow-xl shadow-stone-900/10',
          className,
        )}
        {...props}
      />
    </Menu.Portal>
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof Menu.Label>) {
  return <Menu.Label className={cn('px-3 pt-2 pb-1', className)} {...props} />;
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof Menu.Item>) {
  return (
    <Menu.Item
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 text-[15px] font-medium outline-none select-none',
        'data-[highlighted]:bg-primary-tint data-[highlighted]:text-primary-hover data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof Menu.Separator>) {
  return <Menu.Separator className={cn('my-1.5 h-px bg-line', className)} {...props} />;
}
