import { BellPlus, BellRing } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import {
  canonicalQuery,
  SAVED_SEARCH_FOLLOWING,
  SAVED_SEARCH_SAVED,
} from '../../../shared/saved-searches';
import type { SavedSearchInput } from '../../../shared/schemas/saved-search';
import { useMe } from '../../api/me/get-me';
import { useSavedSearches } from '../../api/saved-searches/get-saved-searches';
import { useSaveSearch } from '../../api/saved-searches/save-search';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { notify } from '../../lib/notify';
import { authPathFor } from '../../lib/safe-redirect';
import { Button, buttonClasses } from '../ui/button';

export const TELL_ME_LABEL = 'Tell me about new ones';

const keyOf = (source: string, query: Record<string, string | string[]>) =>
  `${source} ${JSON.stringify(canonicalQuery(query))}`;

/**
 * 'Tell me about new ones' (issue 30): saves the search on screen, so the parent hears when new
 * sessions match it. A visitor is sent to sign in and back; a search already saved says so,
 * with the way to manage saved searches.
 */
export function TellMeAboutNewOnes({
  search,
  className,
}: {
  search: SavedSearchInput;
  className?: string;
}) {
  const { pathname, search: params } = useLocation();
  const me = useMe();
  const signedIn = Boolean(me.data?.user);
  const saved = useSavedSearchKeys(signedIn);
  const save = useSaveSearch();
  const key = keyOf(search.source, search.query);

  if (!signedIn) {
    return (
      <Link
        to={authPathFor(`${pathname}${params}`)}
        className={buttonClasses({ variant: 'secondary', className: cn('text-sm', className) })}
      >
        <BellPlus aria-hidden className="size-4" />
        {TELL_ME_LABEL}
      </Link>
    );
  }
  if (saved.has(key)) {
    return (
      <p className={cn('flex flex-wrap items-center gap-x-2 text-sm text-muted', className)}>
        <BellRing aria-hidden className="size-4 text-primary" />
        <span>{SAVED_SEARCH_FOLLOWING}</span>
        <Link to="/settings#saved-searches" className="font-semibold text-primary hover:underline">
          Saved searches
        </Link>
      </p>
    );
  }
  const onSave = () =>
    save.mutate(search, {
      onSuccess: () => notify.success(SAVED_SEARCH_SAVED),
      onError: (error) => notify.error('Could not save this search', errorMessage(error)),
    });
  return (
    <Button
      variant="secondary"
      className={cn('text-sm', className)}
      busy={save.isPending}
      onClick={onSave}
    >
      {!save.isPending && <BellPlus aria-hidden className="size-4" />}
      {TELL_ME_LABEL}
    </Button>
  );
}

/** The searches the parent has saved, by source and query. */
function useSavedSearchKeys(signedIn: boolean): Set<string> {
  const list = useSavedSearches({ enabled: signedIn });
  return new Set((list.data?.items ?? []).map((s) => keyOf(s.source, s.query)));
}
