import { Copy, MessagesSquare, Share } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';

/**
 * The shared list's link, to copy or hand to the platform's share sheet where there is one, and
 * the way to the shared page, where the list's discussion is.
 */
export function ShareLinkPanel({ token, listName }: { token: string; listName: string }) {
  const id = useId();
  const url = `${window.location.origin}/lists/shared/${token}`;
  const canShare = typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success('Link copied');
    } catch {
      notify.error("Couldn't copy the link", 'Select the link and copy it yourself.');
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title: listName, text: `${listName} on Kidventure`, url });
    } catch {
      // Closing the share sheet is not an error worth a toast.
    }
  };

  return (
    <div className="mt-3 rounded-xl bg-primary-tint p-3">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        Share link
      </label>
      <div className="mt-2 flex flex-wrap gap-2">
        <input
          id={id}
          readOnly
          value={url}
          onFocus={(e) => e.target.select()}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-line bg-white px-3 text-sm text-ink"
        />
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden className="size-4" />
          Copy link
        </Button>
        {canShare && (
          <Button variant="secondary" onClick={() => void share()}>
            <Share aria-hidden className="size-4" />
            Share
          </Button>
        )}
        <Link to={`/lists/shared/${token}`} className={buttonClasses({ variant: 'secondary' })}>
          <MessagesSquare aria-hidden className="size-4" />
          View discussion
        </Link>
      </div>
    </div>
  );
}
