import { useQuery } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ALL_KIDS_CHIP, finderChips, withoutChips } from '../../../../shared/finder-chips';
import { parseFinderRequest } from '../../../../shared/finder-parse';
import { localDateTime } from '../../../../shared/upcoming';
import type { ActivitySearchItem } from '../../../../shared/schemas/search';
import { logFinderInteraction } from '../../../api/boredombot/log-finder-interaction';
import { useFinder, type FinderRequest } from '../../../api/finder/find-activities';
import { kidsQueryOptions } from '../../../api/kids/get-kids';
import { useMe } from '../../../api/me/get-me';
import { QueryError } from '../../../components/ui/query-error';
import { selectActivity } from '../../../lib/booking-selection';
import { TellMeAboutNewOnes } from '../../../components/saved-searches/tell-me-about-new-ones';
import { FINDER_VARIANTS, type FinderVariant } from '../finder-variants';
import { savedFinderSearch } from '../saved-finder-search';
import { useFinderLocation } from '../use-finder-location';
import { FinderResults } from './finder-results';
import { FinderSearchBox } from './finder-search-box';
import { InterpretationChips } from './interpretation-chips';
import { KidPicker } from './kid-picker';
import { PlanForKidsLink } from './plan-for-kids-link';
import { QuickSuggestions } from './quick-suggestions';

/** What was submitted: the text, the chips removed since, and the moment it was asked. */
type Asked = { q: string; ignore: string[]; now: string };

const ask = (q: string): Asked => ({ q, ignore: [], now: localDateTime() });

/**
 * KidCurator and BoredomBot (spec part 2, Finders): one screen, two starting points
 * (finder-variants.ts). The request is read here too, so its chips show at once; the server
 * reads it the same way and answers with the activities that fit.
 */
export function FinderScreen({ variant }: { variant: FinderVariant }) {
  const config = FINDER_VARIANTS[variant];
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const prompt = variant === 'boredom-bot' ? (params.get('prompt') ?? '').trim() : '';

  const me = useMe();
  const signedIn = Boolean(me.data?.user);
  const kids = useQuery({ ...kidsQueryOptions(), enabled: signedIn });
  const kidList = kids.data?.items;
  const [chosen, setChosen] = useState<string[] | null>(null);
  // Until the parent picks, KidCurator counts every kid in and BoredomBot none.
  const selected = chosen ?? (config.allKidsChosen ? (kidList ?? []).map((k) => k.id) : []);
  const toggleKid = (id: string) =>
    setChosen(selected.includes(id) ? selected.filter((k) => k !== id) : [...selected, id]);

  const [text, setText] = useState(prompt);
  const [asked, setAsked] = useState<Asked | null>(prompt ? ask(prompt) : null);
  // A new ?prompt= (the palette's 'Ask BoredomBot' while here) fills the box and runs.
  const [seenPrompt, setSeenPrompt] = useState(prompt);
  if (prompt !== seenPrompt) {
    setSeenPrompt(prompt);
    if (prompt) {
      setText(prompt);
      setAsked(ask(prompt));
    }
  }

  const today = asked?.now.slice(0, 10) ?? '';
  const reading = useMemo(
    () => (asked ? withoutChips(parseFinderRequest(asked.q, today), asked.ignore, today) : null),
    [asked, today],
  );
  const hasKids = (kidList?.length ?? 0) > 0;
  // 'Your kids' means something only to a parent with kids to choose.
  const chips = useMemo(
    () =>
      reading ? finderChips(reading, today).filter((c) => c.key !== ALL_KIDS_CHIP || hasKids) : [],
    [reading, today, hasKids],
  );
  // "both kids", "my kids": every kid joins, as the server reads it too.
  const [familyFor, setFamilyFor] = useState<Asked | null>(null);
  if (asked && asked !== familyFor && kidList) {
    setFamilyFor(asked);
    if (reading?.allKids && hasKids) setChosen(kidList.map((k) => k.id));
  }
  const removeChip = (key: string) => {
    if (!asked) return;
    if (key === ALL_KIDS_CHIP) setChosen(null);
    setAsked({ ...asked, ignore: [...asked.ignore, key] });
  };

  const point = useFinderLocation(reading?.nearMe ?? false);
  const request: FinderRequest | null = asked
    ? { ...asked, kidIds: selected, ...(point ?? {}) }
    : null;
  const finder = useFinder(request);

  // Each answered search is logged once.
  const logged = useRef<unknown>(null);
  useEffect(() => {
    if (!finder.data || finder.isPlaceholderData || !asked || logged.current === finder.data)
      return;
    logged.current = finder.data;
    logFinderInteraction({
      searchType: config.logType,
      searchInput: asked.q,
      found: finder.data.total,
    });
  }, [finder.data, finder.isPlaceholderData, asked, config.logType]);

  const clear = () => {
    setText('');
    setAsked(null);
  };
  const viewDetails = (activity: ActivitySearchItem) => {
    logFinderInteraction({ searchType: config.logType, searchInput: asked?.q ?? '', picked: true });
    selectActivity(activity.id, selected);
    void navigate(`/activities/${activity.id}`);
  };

  const picker = (
    <KidPicker
      kids={kidList}
      loading={me.isPending || (signedIn && kids.isPending)}
      signedIn={signedIn}
      selected={selected}
      onToggle={toggleKid}
    />
  );
  const running = finder.isFetching;

  return (
    <div className="space-y-5">
      <header>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{config.title}</h1>
        <p className="mt-1 text-muted">{config.intro}</p>
        {variant === 'boredom-bot' && <PlanForKidsLink />}
      </header>
      {config.kidsFirst && picker}
      <FinderSearchBox
        value={text}
        onChange={setText}
        onSubmit={(q) => setAsked(ask(q))}
        onClear={clear}
        busy={running}
      />
      {!text.trim() && !asked && (
        <QuickSuggestions
          onPick={(q) => {
            setText(q);
            setAsked(ask(q));
          }}
        />
      )}
      {asked && (
        <div className="space-y-4">
          <InterpretationChips chips={chips} onRemove={removeChip} />
          {running ? (
            <p role="status" className="flex items-center gap-2 py-6 font-semibold text-muted">
              <LoaderCircle aria-hidden className="size-5 animate-spin text-primary" />
              Finding perfect activities...
            </p>
          ) : finder.isError ? (
            <QueryError query={finder} title="We couldn't find activities just now" heading="h2" />
          ) : finder.data ? (
            <>
              <FinderResults
                result={finder.data}
                text={asked.q}
                onViewDetails={viewDetails}
                onRemoveChip={removeChip}
                onClear={clear}
              />
              {request && asked.q.trim() && (
                <TellMeAboutNewOnes search={savedFinderSearch(request)} />
              )}
            </>
          ) : null}
        </div>
      )}
      {!config.kidsFirst && picker}
    </div>
  );
}
