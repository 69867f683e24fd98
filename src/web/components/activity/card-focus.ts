/**
 * A card whose title link covers it (the link's ::after) hides the link's own outline, which would
 * circle the title alone: while that link has the keyboard's focus the whole card carries the
 * app's focus outline instead (3 px, primary, 2 px off, as styles.css draws every other one). The
 * title link is marked with CARD_LINK; the card's other links (the provider's) ring themselves.
 */
export const CARD_LINK_FOCUS =
  'has-[a[data-card-link]:focus-visible]:outline-3 has-[a[data-card-link]:focus-visible]:outline-offset-2 has-[a[data-card-link]:focus-visible]:outline-primary';

/** Marks a card's title link, the one that covers the card (spread onto the link). */
export const CARD_LINK = { 'data-card-link': '' } as const;
