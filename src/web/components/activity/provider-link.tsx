import { Link } from 'react-router';
import type { Activity } from '../../../shared/schemas/activity';
import { cn } from '../../lib/cn';

/** The page of the provider who runs an activity. */
export const providerPath = (provider: Pick<Activity['provider'], 'slug'>) =>
  `/providers/${provider.slug}`;

/**
 * The provider's name on a card, as a link to their page. The card's title link covers the whole
 * card (its ::after); this one is its sibling placed above that cover (relative, z-10), so a tap
 * on the name opens the provider and the keyboard reaches it as a link of its own, with its own
 * focus ring (a link inside the card's link would be invalid HTML). One line, cut with an ellipsis,
 * 24 px tall: a target a finger can take.
 */
export function ProviderLink({
  provider,
  className,
}: {
  provider: Pick<Activity['provider'], 'slug' | 'name'>;
  className?: string;
}) {
  return (
    <Link
      to={providerPath(provider)}
      className={cn(
        'relative z-10 inline-block max-w-full truncate align-top leading-6 underline decoration-stone-300 underline-offset-4 hover:text-ink hover:decoration-current',
        className,
      )}
    >
      {provider.name}
    </Link>
  );
}
