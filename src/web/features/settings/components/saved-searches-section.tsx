import { format, parseISO } from 'date-fns';
import { Search, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { SAVED_SEARCH_REMOVED } from '../../../../shared/saved-searches';
import type { SavedSearch } from '../../../../shared/schemas/saved-search';
import { useSavedSearches } from '../../../api/saved-searches/get-saved-searches';
import { useRemoveSavedSearch } from '../../../api/saved-searches/remove-saved-search';
import { Button } from '../../../components/ui/button';
import { QueryError } from '../../../components/ui/query-error';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { SectionSkeleton, SettingsSection } from './settings-section';

const SOURCE_LABEL: Record<SavedSearch['source'], string> = {
  discover: 'Discover search',
  finder: 'BoredomBot request',
};

/** Settings → Saved searches: what the parent asked to hear about, each removable. */
export function SavedSearchesSection() {
  const list = useSavedSearches();
  // Here, not in a row: a row leaves the list as soon as it is removed, and its toast must not.
  const remove = useRemoveSavedSearch();
  const onRemove = (id: number) =>
    remove.mutate(id, {
      onSuccess: () => notify.success(SAVED_SEARCH_REMOVED),
      onError: (error) => notify.error('Could not remove the saved search', errorMessage(error)),
    });
  return (
    <SettingsSection
      id="saved-searches"
      title="Saved searches"
      description="We tell you when new activities match one, at most once a day."
      icon={Search}
    >
      {list.isPending ? (
        <SectionSkeleton label="Loading your saved searches" lines={2} />
      ) : list.isError ? (
        <QueryError query={list} size="inline" title="Your saved searches could not be loaded." />
      ) : list.data.items.length === 0 ? (
        <p className="text-sm text-muted">
          No saved searches yet. On Discover or in BoredomBot, choose ‘Tell me about new ones’.
        </p>
      ) : (
        <ul
          aria-label="Saved searches"
          className="divide-y divide-line overflow-hidden rounded-2xl border border-line"
        >
          {list.data.items.map((search) => (
            <SavedSearchRow key={search.id} search={search} onRemove={() => onRemove(search.id)} />
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}

function SavedSearchRow({ search, onRemove }: { search: SavedSearch; onRemove: () => void }) {
  return (
    <li className="flex items-center gap-3 p-4">
      <div className="min-w-0 flex-1">
        <Link
          to={search.link}
          className="font-semibold break-words text-ink hover:text-primary hover:underline"
        >
          {search.label}
        </Link>
        <p className="mt-0.5 text-sm text-muted">
          {SOURCE_LABEL[search.source]} · Saved {format(parseISO(search.createdAt), 'MMM d, yyyy')}
          {search.notifiedOn && <> · Last news {format(parseISO(search.notifiedOn), 'MMM d')}</>}
        </p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Remove saved search: ${search.label}`}
        onClick={onRemove}
      >
        <Trash2 aria-hidden className="size-5" />
      </Button>
    </li>
  );
}
