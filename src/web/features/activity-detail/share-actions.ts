import type { Activity } from '../../../shared/schemas/activity';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import {
  activityPageUrl,
  facebookShareUrl,
  INSTAGRAM_SHARE_ALERT,
  SHARE_WINDOW_FEATURES,
  shareMessage,
  twitterShareUrl,
} from './share-links';

const SHARED = 'Shared Successfully';

/** The browser's own share sheet, where there is one (phones, some desktops). */
export const canShareNatively = () =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** What each share choice does for one activity, with the message and link it carries. */
export function shareActions(activity: Pick<Activity, 'id' | 'title'>) {
  // Rendered on the server too, where the dialog is closed and the link is not shown yet.
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const url = activityPageUrl(origin, activity.id);
  const message = shareMessage(activity.title);

  return {
    url,
    message,
    twitter() {
      window.open(twitterShareUrl({ text: message, url }), '_blank', SHARE_WINDOW_FEATURES);
      notify.success(SHARED);
    },
    facebook() {
      window.open(facebookShareUrl({ url, quote: message }), '_blank', SHARE_WINDOW_FEATURES);
      notify.success(SHARED);
    },
    instagram() {
      // Instagram has no web share address; the spec's alert says so.
      window.alert(INSTAGRAM_SHARE_ALERT);
    },
    async native() {
      try {
        await navigator.share({ title: activity.title, text: message, url });
        notify.success(SHARED);
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        notify.error('Sharing failed', errorMessage(error));
      }
    },
    async copyLink() {
      try {
        await navigator.clipboard.writeText(url);
        notify.success('Link copied', 'Paste it anywhere to share this activity.');
      } catch {
        // No clipboard (an insecure page, or permission refused): the link stays selectable.
        notify.error('Could not copy the link', 'Select the link and copy it yourself.');
      }
    },
  };
}
