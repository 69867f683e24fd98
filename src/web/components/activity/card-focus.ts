/**
 * A card whose title link covers it (the link's ::after) hides the link's own outline, which would
 * circle the title alone: while that link has the keyboard's focus the whole card carries the
 * app's focus outline instead (3 px, primary, 2 px off, as styles.css draws every other one).
 */
export const CARD_LINK_FOCUS =
  'has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-primary';
