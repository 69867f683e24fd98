import { ArrowLeft, Search, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { openSearchPalette } from '../../lib/search-palette';
import { buttonClasses } from '../ui/button';
import { HeaderMessagesLink } from './header-messages-link';
import { HeaderNotifications } from './header-notifications';
import { pageTitle, PRODUCT_NAME } from './page-title';

/**
 * Sticky header: back (not on home), the path's title, BoredomBot, Messages and the notification
 * bell with their unread counts (signed in only: `unread` and `notifications` are null for a
 * visitor) and the account slot.
 * The title is not a heading: each page has its own h1.
 */
export function Header({
  account,
  unread = null,
  notifications = null,
}: {
  account: ReactNode;
  unread?: number | null;
  notifications?: number | null;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const isHome = location.pathname === '/';
  const title = pageTitle(location.pathname);

  // A deep link has no in-app step to go back to: go home rather than leave the app.
  const goBack = () => (location.key === 'default' ? navigate('/') : navigate(-1));

  return (
    <header
      data-toast-edge="top"
      className="sticky top-0 z-40 border-b border-line bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80"
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:px-4">
        {isHome ? (
          <Link
            to="/"
            className="flex min-h-11 items-center gap-2 rounded-xl px-2 text-lg font-extrabold tracking-tight text-primary"
          >
            <img src="/favicon.svg" alt="" className="size-8" />
            {PRODUCT_NAME}
          </Link>
        ) : (
          <>
            <button
              type="button"
              aria-label="Back"
              onClick={goBack}
              className={buttonClasses({ variant: 'ghost', size: 'icon' })}
            >
              <ArrowLeft aria-hidden className="size-5" />
            </button>
            <p className="min-w-0 truncate text-lg font-bold tracking-tight">{title}</p>
          </>
        )}
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <SearchButton />
          <Link
            to="/boredom-bot"
            aria-label="BoredomBot"
            className={buttonClasses({
              variant: 'ghost',
              size: 'icon',
              className: 'text-primary',
            })}
          >
            <Sparkles aria-hidden className="size-5" />
          </Link>
          {unread !== null && <HeaderMessagesLink unread={unread} />}
          {notifications !== null && <HeaderNotifications unread={notifications} />}
          {account}
        </div>
      </div>
    </header>
  );
}

const shortcut = /Mac|iPhone|iPad/.test(globalThis.navigator?.platform ?? '') ? '⌘K' : 'Ctrl K';

/** Opens the search palette (also Ctrl/Cmd+K): an icon on phones, a search pill on wide screens. */
function SearchButton() {
  return (
    <button
      type="button"
      aria-label="Search activities"
      aria-keyshortcuts="Control+K Meta+K"
      onClick={openSearchPalette}
      className={buttonClasses({
        variant: 'ghost',
        size: 'icon',
        className:
          'text-primary lg:w-60 lg:justify-start lg:border lg:border-line lg:bg-stone-50 lg:px-3 lg:font-normal lg:text-muted lg:hover:bg-white',
      })}
    >
      <Search aria-hidden className="size-5 lg:size-4" />
      <span aria-hidden className="hidden lg:inline">
        Search activities
      </span>
      <kbd
        aria-hidden
        className="ml-auto hidden rounded-md border border-line bg-white px-1.5 py-0.5 font-sans text-xs font-semibold text-muted lg:inline"
      >
        {shortcut}
      </kbd>
    </button>
  );
}
