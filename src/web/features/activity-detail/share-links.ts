/**
 * Where 'Share on social media' sends a parent (spec part 2, activity-level social actions).
 * Pure: the screen passes its own origin, so tests need no browser.
 */

export const INSTAGRAM_SHARE_ALERT = 'Instagram sharing requires a native mobile app integration';

/** Small enough not to cover the page; the sharers' own pages fit at this size. */
export const SHARE_WINDOW_FEATURES = 'noopener,noreferrer,width=600,height=500';

/** The activity's public page, the link every share carries. */
export function activityPageUrl(origin: string, activityId: number): string {
  return `${origin.replace(/\/+$/, '')}/activities/${encodeURIComponent(String(activityId))}`;
}

/** The default message: a short invitation naming the activity. */
export const shareMessage = (title: string) => `Join us at ${title} on Kidventure!`;

/** Query strings with %20 for spaces: every sharer reads those, not all read '+'. */
const query = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');

/** Twitter's web intent: a new tweet with `text` and `url` filled in. */
export const twitterShareUrl = ({ text, url }: { text: string; url: string }) =>
  `https://twitter.com/intent/tweet?${query({ text, url })}`;

/** Facebook's sharer: the link (`u`) with the message as `quote`. */
export const facebookShareUrl = ({ url, quote }: { url: string; quote: string }) =>
  `https://www.facebook.com/sharer/sharer.php?${query({ u: url, quote })}`;
