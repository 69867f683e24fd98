import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../ui/button';
import { UnreadBadge } from './unread-badge';

/** The header's way to Messages; its name says how many messages are unread ("Messages, 3 unread"). */
export function HeaderMessagesLink({ unread }: { unread: number }) {
  return (
    <Link
      to="/messages"
      aria-label={unread > 0 ? `Messages, ${unread} unread` : 'Messages'}
      className={buttonClasses({
        variant: 'ghost',
        size: 'icon',
        className: 'relative text-primary',
      })}
    >
      <MessageCircle aria-hidden className="size-5" />
      <UnreadBadge count={unread} className="top-0.5 right-0" />
    </Link>
  );
}
