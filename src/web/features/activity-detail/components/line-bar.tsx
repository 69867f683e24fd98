import { DoorOpen, Timer, Users } from 'lucide-react';
import { holdNotice } from '../../../../shared/booking-holds';
import type { RegistrationOpening } from '../../../../shared/registration';
import {
  autoBookSaved,
  CHANGE_AUTO_BOOK,
  expectedWaitSeconds,
  LINE_AUTO_BOOK_HINT,
  PAY_NOW,
  placeInLine,
  waitInWords,
} from '../../../../shared/registration-line';
import type { AutoBook } from '../../../../shared/schemas/waitlist';
import { BOOK_IT_FOR_ME } from '../../../../shared/waitlist';
import type { RegistrationState } from '../../../../shared/schemas/registration';
import { Button } from '../../../components/ui/button';
import { lineWords, type LineWords } from '../line-words';
import { useSecondsUntil } from '../use-opening';
import { useAutoBookLabel } from './auto-book-fields';
import { BarSection } from './booking-bar';

type Props = {
  state: RegistrationState;
  opening: RegistrationOpening;
  /** Registration has opened. */
  opened: boolean;
  onJoin: () => void;
  joining: boolean;
  onLeave: () => void;
  leaving: boolean;
  onPay: () => void;
  /** 'Book it for me' while waiting: opens its choice. */
  onAutoBook: () => void;
  className?: string;
};

const title =
  'flex items-start gap-1.5 text-base leading-tight font-extrabold tracking-tight sm:text-lg';
const row = 'mt-1 flex items-center gap-4 lg:flex-col lg:items-stretch';
const action = 'shrink-0 px-6 lg:w-full';

/**
 * The booking bar of a registration line (decision 062) or lottery (063): join it with the kids
 * and dates chosen on the page; wait, with the place and the expected wait told politely to
 * screen readers as it moves; then pay within the hold once let in (or drawn).
 */
export function LineBar(props: Props) {
  const { state, className } = props;
  const entry = state.entry;
  const words = lineWords(props.opening);
  return (
    <BarSection label={words.label} className={className}>
      {entry?.state === 'admitted' && entry.heldUntil ? (
        <Admitted heldUntil={entry.heldUntil} onPay={props.onPay} words={words} />
      ) : entry ? (
        <Waiting {...props} rank={entry.rank} autoBook={entry.autoBook} words={words} />
      ) : (
        <Join {...props} words={words} />
      )}
    </BarSection>
  );
}

type WithWords = { words: LineWords };

function Join({ opening, opened, onJoin, joining, words }: Props & WithWords) {
  const seconds = useSecondsUntil(opening.at);
  const running = opened && 'runningTitle' in words;
  return (
    <>
      <p className={title}>
        <Users aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        {running ? words.runningTitle : words.openTitle}
      </p>
      <div className={row}>
        <p
          role="timer"
          className="min-h-6 min-w-0 flex-1 text-[15px] font-semibold text-ink tabular-nums"
        >
          {opened || seconds === null ? '' : words.countdown(seconds)}
        </p>
        <Button size="lg" busy={joining} onClick={onJoin} className={action}>
          {words.join}
        </Button>
      </div>
      <p className="mt-2 text-sm text-muted">{running ? words.runningNote : words.openNote}</p>
    </>
  );
}

function Waiting({
  state,
  rank,
  autoBook,
  onLeave,
  leaving,
  onAutoBook,
  words,
}: Props & WithWords & { rank: number | null; autoBook: AutoBook | null }) {
  const line = state.line;
  const place = rank !== null && line ? placeInLine(rank, line.admittedThrough) : null;
  const wait = place !== null && line ? expectedWaitSeconds(place, line.admitPerMinute) : null;
  return (
    <>
      <div aria-live="polite" aria-atomic>
        <p className={title}>
          <Users aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
          {place === null ? words.beforeDraw : words.place(place)}
        </p>
        {wait !== null && (
          <p className="mt-1 text-[15px] font-semibold text-ink">{waitInWords(wait)}</p>
        )}
      </div>
      <div className={row}>
        <p className="min-w-0 flex-1 text-sm text-muted">
          {place === null ? words.beforeDrawNote : words.placeNote}
        </p>
        <Button variant="secondary" size="lg" busy={leaving} onClick={onLeave} className={action}>
          {words.leave}
        </Button>
      </div>
      <AutoBookRow autoBook={autoBook} onAutoBook={onAutoBook} />
    </>
  );
}

/** 'Book it for me': the way to pay saved to be charged when the family's turn comes, or the offer. */
function AutoBookRow({
  autoBook,
  onAutoBook,
}: {
  autoBook: AutoBook | null;
  onAutoBook: () => void;
}) {
  const label = useAutoBookLabel(autoBook);
  return (
    <div className="mt-2 flex items-center gap-3 border-t border-line pt-2">
      <p className="min-w-0 flex-1 text-sm text-muted">
        {label ? autoBookSaved(label) : LINE_AUTO_BOOK_HINT}
      </p>
      <Button variant="link" onClick={onAutoBook} className="shrink-0 font-bold">
        {label ? CHANGE_AUTO_BOOK : BOOK_IT_FOR_ME}
      </Button>
    </div>
  );
}

function Admitted({
  heldUntil,
  onPay,
  words,
}: WithWords & { heldUntil: string; onPay: () => void }) {
  const seconds = useSecondsUntil(heldUntil);
  return (
    <>
      <p className={title} aria-live="polite">
        <DoorOpen aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        {words.admitted}
      </p>
      <div className={row}>
        <p className="flex min-h-6 min-w-0 flex-1 items-center gap-1.5 text-[15px] font-semibold text-ink tabular-nums">
          <Timer aria-hidden className="size-4 shrink-0 text-primary" />
          {seconds === null ? '' : holdNotice(seconds)}
        </p>
        <Button size="lg" onClick={onPay} className={action}>
          {PAY_NOW}
        </Button>
      </div>
    </>
  );
}
