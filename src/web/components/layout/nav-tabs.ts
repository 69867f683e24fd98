import {
  CalendarDays,
  House,
  MessageCircle,
  Search,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';

export type NavTab = { label: string; to: string; icon: LucideIcon };

export const NAV_TABS: readonly NavTab[] = [
  { label: 'Home', to: '/', icon: House },
  { label: 'Search', to: '/activities', icon: Search },
  { label: 'Calendar', to: '/calendar', icon: CalendarDays },
  { label: 'BoredomBot', to: '/boredom-bot', icon: Sparkles },
  { label: 'Messages', to: '/messages', icon: MessageCircle },
];

/** A tab is active only when the path matches exactly (a trailing slash aside). */
export function isActiveTab(pathname: string, tabPath: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  return path === tabPath;
}
