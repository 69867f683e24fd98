import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { isActiveTab, NAV_TABS } from './nav-tabs';
import { UnreadBadge } from './unread-badge';

/**
 * The five main tabs: a bar fixed to the bottom on phones and tablets, a sidebar on wide
 * screens. The active tab (exact path) carries aria-current="page". `badges` puts a count on a
 * tab by its path (unread messages on Messages).
 */
export function BottomNav({ badges = {} }: { badges?: Partial<Record<string, number>> } = {}) {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label="Main"
      data-toast-edge="bottom"
      className={cn(
        'fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur',
        'lg:sticky lg:top-20 lg:bottom-auto lg:self-start lg:rounded-2xl lg:border lg:bg-white lg:p-2 lg:pb-2',
      )}
    >
      <ul className="mx-auto flex max-w-xl justify-around lg:max-w-none lg:flex-col lg:gap-1">
        {NAV_TABS.map(({ label, to, icon: Icon }) => {
          const active = isActiveTab(pathname, to);
          const count = badges[to] ?? 0;
          return (
            <li key={to} className="flex-1">
              <Link
                to={to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex min-h-14 flex-col items-center justify-center gap-0.5 rounded-xl px-1 text-xs font-semibold transition-colors',
                  'lg:min-h-11 lg:flex-row lg:justify-start lg:gap-3 lg:px-3 lg:text-[15px]',
                  active
                    ? 'text-primary lg:bg-primary-tint'
                    : 'text-muted hover:text-ink lg:hover:bg-stone-100',
                )}
              >
                <span
                  className={cn(
                    'flex h-7 w-12 items-center justify-center rounded-full transition-colors lg:h-auto lg:w-auto',
                    active && 'bg-primary-soft lg:bg-transparent',
                    'relative',
                  )}
                >
                  <Icon aria-hidden className="size-5" strokeWidth={active ? 2.4 : 2} />
                  <UnreadBadge count={count} className="-top-1 right-1 lg:-top-2 lg:-right-4" />
                </span>
                {label}
                {count > 0 && <span className="sr-only">, {count} unread</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
