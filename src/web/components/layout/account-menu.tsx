import { useRef, useState, type ComponentType, type KeyboardEvent, type PointerEvent } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../ui/button';
import { AVATAR_TRIGGER_CLASSES, type AccountMenuProps } from './account-avatar';

type PopupProps = AccountMenuProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  focusTrigger: boolean;
};
type Popup = ComponentType<PopupProps>;

// The menu's code (Radix menu + positioning, ≈30 KB gzipped) is not needed to draw the first
// page: it loads when the parent points at, focuses or clicks the avatar.
let loadedPopup: Popup | null = null;
let loadingPopup: Promise<Popup> | null = null;
function loadPopup(): Promise<Popup> {
  loadingPopup ??= import('./account-menu-popup').then((m) => (loadedPopup = m.default));
  return loadingPopup;
}

/**
 * The avatar button and its menu for a signed-in parent. Whether the menu is open lives here,
 * not in the loaded menu: a press that lands on the light button while the menu's code arrives
 * (the hover already started loading it) still opens the menu once it is swapped in.
 */
export function AccountMenu(props: AccountMenuProps) {
  const [Popup, setPopup] = useState<Popup | null>(() => loadedPopup);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [hadFocus, setHadFocus] = useState(false);

  if (Popup) {
    return <Popup {...props} open={open} onOpenChange={setOpen} focusTrigger={hadFocus} />;
  }

  const load = (openWhenLoaded: boolean) => {
    if (openWhenLoaded) setOpen(true);
    loadPopup().then(
      (loaded) => {
        setHadFocus(document.activeElement === buttonRef.current);
        setPopup(() => loaded);
      },
      // A failed load leaves the plain button; the next attempt retries.
      () => (loadingPopup = null),
    );
  };

  // Radix opens its trigger on pointer down (a click would come after the swap, on the new
  // trigger, and do nothing), and on Enter, Space and ArrowDown from the keyboard.
  const onPointerDown = (event: PointerEvent) => {
    if (event.button === 0 && !event.ctrlKey) load(true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      load(true);
    }
  };

  return (
    <button
      ref={buttonRef}
      type="button"
      aria-label="Account menu"
      aria-haspopup="menu"
      aria-expanded={false}
      className={AVATAR_TRIGGER_CLASSES}
      onPointerEnter={() => load(false)}
      onFocus={() => load(false)}
      onPointerDown={onPointerDown}
      onClick={() => load(true)}
      onKeyDown={onKeyDown}
    >
      <span aria-hidden>{props.letter}</span>
    </button>
  );
}

/** Signed out, the avatar's place offers sign-in, returning here afterwards. */
export function SignInButton({ to }: { to: string }) {
  return (
    <Link to={to} className={buttonClasses({ variant: 'secondary', className: 'rounded-full' })}>
      Sign in
    </Link>
  );
}

/** Holds the avatar's place while the session loads, so the header does not jump. */
export function AccountPlaceholder() {
  return <span aria-hidden className="size-11 animate-pulse rounded-full bg-stone-200" />;
}
