import { useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../ui/button';
import { AVATAR_TRIGGER_CLASSES, type AccountMenuProps } from './account-avatar';

type Popup = ComponentType<AccountMenuProps & { defaultOpen: boolean; focusTrigger: boolean }>;

// The menu's code (Radix menu + positioning, ≈30 KB gzipped) is not needed to draw the first
// page: it loads when the parent points at, focuses or clicks the avatar.
let loadedPopup: Popup | null = null;
let loadingPopup: Promise<Popup> | null = null;
function loadPopup(): Promise<Popup> {
  loadingPopup ??= import('./account-menu-popup').then((m) => (loadedPopup = m.default));
  return loadingPopup;
}

/** The avatar button and its menu for a signed-in parent. */
export function AccountMenu(props: AccountMenuProps) {
  const [Popup, setPopup] = useState<Popup | null>(() => loadedPopup);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [hadFocus, setHadFocus] = useState(false);

  if (Popup) {
    return <Popup {...props} defaultOpen={openOnLoad} focusTrigger={hadFocus} />;
  }

  const load = (open: boolean) => {
    if (open) setOpenOnLoad(true);
    loadPopup().then(
      (loaded) => {
        setHadFocus(document.activeElement === buttonRef.current);
        setPopup(() => loaded);
      },
      // A failed load leaves the plain button; the next attempt retries.
      () => (loadingPopup = null),
    );
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
