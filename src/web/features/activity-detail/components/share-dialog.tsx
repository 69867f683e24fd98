import { Copy, Share2 } from 'lucide-react';
import { useId, type ComponentType, type SVGProps } from 'react';
import type { Activity } from '../../../../shared/schemas/activity';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { canShareNatively, shareActions } from '../share-actions';
import { FacebookIcon, InstagramIcon, TwitterIcon } from './brand-icons';

type Platform = {
  name: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  badge: string;
  action: 'twitter' | 'facebook' | 'instagram';
};

const PLATFORMS: Platform[] = [
  { name: 'Twitter', icon: TwitterIcon, badge: 'bg-stone-900', action: 'twitter' },
  { name: 'Facebook', icon: FacebookIcon, badge: 'bg-[#1877f2]', action: 'facebook' },
  {
    name: 'Instagram',
    icon: InstagramIcon,
    badge: 'bg-linear-to-tr from-[#f9a03f] via-[#e1306c] to-[#833ab4]',
    action: 'instagram',
  },
];

/** 'Share on social media': the platforms, the link to copy, and the device's share sheet. */
export function ShareDialog({
  activity,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  activity: Pick<Activity, 'id' | 'title'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes back to (the menu that opened this is gone by then). */
  onCloseAutoFocus: (event: Event) => void;
}) {
  const share = shareActions(activity);
  const linkId = useId();
  // Each choice leaves the dialog: the share window, alert or toast takes over.
  const run = (action: () => unknown) => () => {
    onOpenChange(false);
    void action();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Share this activity"
      description={share.message}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <ul className="mt-5 grid grid-cols-3 gap-2">
        {PLATFORMS.map(({ name, icon: Icon, badge, action }) => (
          <li key={name}>
            <button
              type="button"
              onClick={run(share[action])}
              className="flex w-full flex-col items-center gap-2 rounded-2xl border border-line px-2 py-3 text-sm font-semibold text-ink transition-colors hover:border-primary hover:bg-primary-tint"
            >
              <span
                className={`flex size-11 items-center justify-center rounded-full text-white ${badge}`}
              >
                <Icon className="size-5" />
              </span>
              {name}
            </button>
          </li>
        ))}
      </ul>

      <label htmlFor={linkId} className="mt-5 block text-sm font-semibold text-ink">
        Activity link
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={linkId}
          readOnly
          value={share.url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-11 min-w-0 flex-1 rounded-xl border border-stone-300 bg-stone-50 px-3 text-[15px] text-ink"
        />
        <Button variant="secondary" onClick={run(share.copyLink)}>
          <Copy aria-hidden className="size-4" />
          Copy link
        </Button>
      </div>

      {canShareNatively() && (
        <Button variant="ghost" className="mt-3 w-full text-primary" onClick={run(share.native)}>
          <Share2 aria-hidden className="size-4" />
          More ways to share
        </Button>
      )}
    </Dialog>
  );
}
