import { CalendarCheck, Heart, List, LogOut, Settings, Users, Wallet } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';
import { AVATAR_TRIGGER_CLASSES, type AccountMenuProps } from './account-avatar';

const LINKS = [
  { label: 'Kid Profiles', to: '/profiles', icon: Users },
  { label: 'My Bookings', to: '/bookings', icon: CalendarCheck },
  { label: 'Wallet', to: '/wallet', icon: Wallet },
  { label: 'Favorites', to: '/favorites', icon: Heart },
  { label: 'Lists', to: '/lists', icon: List },
  { label: 'Settings', to: '/settings', icon: Settings },
] as const;

type PopupProps = AccountMenuProps & {
  /** Held by the light trigger, so a press made before this code loaded still opens the menu. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Take the focus: the avatar this trigger replaces had it. */
  focusTrigger: boolean;
};

/** The account menu itself (Radix): loaded when the parent first reaches for the avatar. */
export default function AccountMenuPopup({
  email,
  letter,
  onLogOut,
  open,
  onOpenChange,
  focusTrigger,
}: PopupProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Only on arrival, and only when closed: a menu that arrives open takes the focus itself.
  const takeFocus = useRef(focusTrigger && !open);
  useEffect(() => {
    if (takeFocus.current) triggerRef.current?.focus();
  }, []);

  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger
        ref={triggerRef}
        aria-label="Account menu"
        className={AVATAR_TRIGGER_CLASSES}
      >
        <span aria-hidden>{letter}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block text-sm font-bold">My Account</span>
          <span className="block truncate text-sm text-muted">{email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          {LINKS.map(({ label, to, icon: Icon }) => (
            <DropdownMenuItem key={to} asChild>
              <Link to={to}>
                <Icon aria-hidden className="size-4.5 text-muted" />
                {label}
              </Link>
            </DropdownMenuItem>
          ))}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={onLogOut}
          className="text-danger data-[highlighted]:bg-danger-soft data-[highlighted]:text-danger"
        >
          <LogOut aria-hidden className="size-4.5" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
