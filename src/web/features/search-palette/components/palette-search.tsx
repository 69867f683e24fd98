import { useQuery } from '@tanstack/react-query';
import { Command } from 'cmdk';
import { LoaderCircle, Search, Sparkles } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { activitySearchQueryOptions } from '../../../api/activities/search-activities';
import { logPaletteInteraction } from '../../../api/boredombot/log-palette-interaction';
import { matchingQuickLinks, type QuickLink } from '../quick-links';
import { useDebouncedValue } from '../use-debounced-value';
import { ActivityResult, activityValue } from './activity-result';
import { groupClasses, hintGroupClasses, itemClasses } from './palette-classes';

/** Spec part 1, section 9: the palette shows at most five activities. */
const PALETTE_RESULT_LIMIT = 5;
const SEARCH_DELAY_MS = 200;
const ASK_BOT_VALUE = 'ask-boredombot';
const quickLinkValue = (to: string) => `go:${to}`;

/**
 * The palette's search box and results. Activities come from the server (already ranked, at most
 * five), so cmdk's own filtering is off; Quick Navigation is filtered here by the typed words.
 */
export function PaletteSearch({
  onDone,
  closeButton,
}: {
  onDone: () => void;
  closeButton: ReactNode;
}) {
  const navigate = useNavigate();
  const [input, setInput] = useState('');
  const query = input.trim();
  const term = useDebouncedValue(query, SEARCH_DELAY_MS);
  const searching = query !== '' && term !== '';

  const results = useQuery({
    ...activitySearchQueryOptions({ q: term, limit: String(PALETTE_RESULT_LIMIT) }),
    enabled: searching,
  });
  // Only results for the text as typed now: Enter must never open a match for older text.
  const current = searching && term === query && !results.isPlaceholderData;
  const activities = current ? (results.data?.items.slice(0, PALETTE_RESULT_LIMIT) ?? []) : [];
  const busy = query !== '' && (term !== query || results.isFetching);
  const settled = searching && term === query && results.isSuccess && !results.isPlaceholderData;
  const noMatch = settled && activities.length === 0;
  const failed = searching && results.isError && !results.isFetching;
  const links = matchingQuickLinks(query);

  // Results arrive after the text changes, so keep a highlighted item ourselves: the one the
  // parent moved to while it is still listed, otherwise the first (Enter then always acts).
  const values = [
    ...links.map((link) => quickLinkValue(link.to)),
    ...activities.map((a) => activityValue(a.id)),
    ...(noMatch ? [ASK_BOT_VALUE] : []),
  ];
  const [highlighted, setHighlighted] = useState('');
  const active = values.includes(highlighted) ? highlighted : (values[0] ?? '');

  const go = (to: string) => {
    onDone();
    navigate(to);
  };
  const openActivity = (id: number) => {
    logPaletteInteraction({ searchType: 'search_palette', searchInput: query });
    go(`/activities/${id}`);
  };
  const askBot = () => {
    logPaletteInteraction({ searchType: 'redirect_to_bot', searchInput: query });
    go(`/boredom-bot?prompt=${encodeURIComponent(query)}`);
  };

  return (
    <Command
      label="Search activities"
      shouldFilter={false}
      value={active}
      onValueChange={setHighlighted}
      loop
      // Ctrl+K closes the palette; cmdk would otherwise also read it as "previous item".
      vimBindings={false}
      className="flex min-h-0 flex-1 flex-col"
    >
      <div className="flex items-center gap-2 border-b border-line py-2 pr-2 pl-4">
        <Search aria-hidden className="size-5 shrink-0 text-muted" />
        <Command.Input
          value={input}
          onValueChange={setInput}
          placeholder="Search activities or try BoredomBot..."
          // 16 px keeps phones from zooming into the field.
          className="h-12 min-w-0 flex-1 bg-transparent text-base text-ink placeholder:text-muted focus:outline-none"
        />
        {busy && <LoaderCircle aria-hidden className="size-5 shrink-0 animate-spin text-primary" />}
        {closeButton}
      </div>
      <p role="status" className="sr-only">
        {busy ? 'Searching…' : settled ? foundMessage(activities.length) : ''}
      </p>
      {failed && (
        <p
          role="alert"
          className="border-b border-line bg-danger-soft px-4 py-2.5 text-sm text-danger"
        >
          Search is not available right now. Please try again.
        </p>
      )}
      <Command.List className="max-h-[60vh] overflow-y-auto overscroll-contain px-1 py-1 sm:max-h-[70vh]">
        <QuickNavigation links={links} onGo={go} />
        {activities.length > 0 && (
          <Command.Group heading="Activities" className={groupClasses}>
            {activities.map((activity) => (
              <ActivityResult
                key={activity.id}
                activity={activity}
                onSelect={() => openActivity(activity.id)}
              />
            ))}
          </Command.Group>
        )}
        {noMatch && (
          <Command.Group
            heading="Try BoredomBot for personalized suggestions"
            className={hintGroupClasses}
          >
            <Command.Item value={ASK_BOT_VALUE} onSelect={askBot} className={itemClasses}>
              <Sparkles aria-hidden className="size-5 shrink-0 text-primary" />
              <span className="font-semibold">Ask BoredomBot</span>
              <span className="min-w-0 truncate text-muted">“{query}”</span>
            </Command.Item>
          </Command.Group>
        )}
      </Command.List>
      <p className="mt-auto hidden border-t border-line px-4 py-2.5 text-xs text-muted sm:block">
        <kbd className="font-sans font-semibold">↑</kbd>{' '}
        <kbd className="font-sans font-semibold">↓</kbd> to move ·{' '}
        <kbd className="font-sans font-semibold">Enter</kbd> to open ·{' '}
        <kbd className="font-sans font-semibold">Esc</kbd> to close
      </p>
    </Command>
  );
}

/** What a screen reader hears once a search settles. */
function foundMessage(count: number): string {
  if (count === 0) return 'No activities found. Try BoredomBot for personalized suggestions.';
  return `${count} ${count === 1 ? 'activity' : 'activities'} found`;
}

function QuickNavigation({
  links,
  onGo,
}: {
  links: readonly QuickLink[];
  onGo: (to: string) => void;
}) {
  if (links.length === 0) return null;
  return (
    <Command.Group heading="Quick Navigation" className={groupClasses}>
      {links.map(({ label, to, icon: Icon }) => (
        <Command.Item
          key={to}
          value={quickLinkValue(to)}
          onSelect={() => onGo(to)}
          className={itemClasses}
        >
          <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-hover">
            <Icon aria-hidden className="size-5" />
          </span>
          <span className="font-semibold">{label}</span>
        </Command.Item>
      ))}
    </Command.Group>
  );
}
