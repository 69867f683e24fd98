import { useState } from 'react';
import { datesLine, priceUnit } from '../../../../shared/program-dates';
import { RadioGroup } from '../../../components/ui/radio-group';
import { formatMoney, formatShortDate, formatTime } from '../../../lib/format';
import {
  campWeeks,
  choiceOf,
  singleDateChoices,
  wholeTermChoice,
  type Choice,
  type Program,
} from '../program-choices';
import { ChoiceItem, DateChoices, DayChoices, FullPointer, type HeldBy } from './option-choices';

/** Which part of a program the parent books: the whole term, one date, a camp week, or days of one. */
type Part = 'term' | 'single' | 'days' | `week:${string}`;

function partOf(choice: Choice | null, program: Program): Part {
  if (!choice) return program.bookingMode === 'term' ? 'single' : 'days';
  if (choice.option.kind === 'term') return 'term';
  if (choice.option.kind === 'days') return 'days';
  if (choice.option.kind === 'week') return `week:${weekKey(choice)}`;
  return 'single';
}

/** 'Sat, Jan 10 · 10:00 AM': a date the term's pointer offers instead. */
function singleLine(choice: Choice) {
  const session = choice.option.sessions[0];
  return session ? `${formatShortDate(session.date)} · ${formatTime(session.startTime)}` : '';
}

const weekKey = (choice: Choice) => choice.option.sessions[0]?.date ?? '';

/**
 * 'How to book' a program of several dates (decision 043): the options the shared rule allows, each
 * with its price and unit. A full or started option cannot be chosen and points to the others.
 */
export function OptionPicker({
  program,
  choice,
  picked,
  now,
  heldBy,
  onChange,
}: {
  program: Program;
  /** The option chosen, or null while the parent has still to pick a date or days. */
  choice: Choice | null;
  /** The sessions ticked, an option or not yet (days of two weeks make none). */
  picked: number[];
  now: Date;
  /** Who of the family already holds each date. */
  heldBy: HeldBy;
  onChange: (sessionIds: number[]) => void;
}) {
  const [part, setPart] = useState<Part>(() => partOf(choice, program));
  const choosePart = (next: Part, ids: number[]) => {
    setPart(next);
    onChange(ids);
  };
  const singles = singleDateChoices(program, now);
  const chosenIds = picked;

  return (
    <section aria-labelledby="options-heading" className="mt-6">
      <h2 id="options-heading" className="text-lg font-extrabold tracking-tight">
        How to book
      </h2>
      <div className="mt-2 space-y-3 rounded-3xl border border-line bg-white p-5 shadow-xs">
        {program.bookingMode === 'drop_in' ? (
          <>
            <DateChoices
              label={`Choose a date · ${formatMoney(program.priceCents)} ${priceUnit('session')}`}
              program={program}
              now={now}
              choices={singles}
              value={chosenIds}
              heldBy={heldBy}
              onChange={onChange}
            />
            <FullDatesPointer singles={singles} />
          </>
        ) : program.bookingMode === 'term' ? (
          <TermParts
            program={program}
            part={part}
            singles={singles}
            now={now}
            chosenIds={chosenIds}
            heldBy={heldBy}
            onPart={choosePart}
            onChange={onChange}
          />
        ) : (
          <WeekParts
            program={program}
            part={part}
            now={now}
            chosenIds={chosenIds}
            onPart={choosePart}
            onChange={onChange}
          />
        )}
      </div>
    </section>
  );
}

/**
 * A drop-in program with a full date points to the dates that still have places (a full date
 * otherwise leads nowhere); nothing when no date is full, or none is left.
 */
function FullDatesPointer({ singles }: { singles: Choice[] }) {
  const full = singles.filter((c) => c.blocked === 'full');
  const open = singles.filter((c) => c.blocked === null);
  const [only] = full;
  if (!only || open.length === 0) return null;
  return (
    <FullPointer
      lead={full.length === 1 ? `${singleLine(only)} is full.` : `${full.length} dates are full.`}
      others={open.map(singleLine)}
      othersLead={
        open.length === 1 ? 'This date still has places:' : 'These dates still have places:'
      }
    />
  );
}

type PartsProps = {
  program: Program;
  part: Part;
  now: Date;
  chosenIds: number[];
  onPart: (part: Part, sessionIds: number[]) => void;
  onChange: (sessionIds: number[]) => void;
};

function TermParts({
  program,
  part,
  singles,
  chosenIds,
  now,
  heldBy,
  onPart,
  onChange,
}: PartsProps & {
  singles: Choice[];
  heldBy: HeldBy;
}) {
  const term = wholeTermChoice(program, now);
  const dropIn = program.dropInPriceCents;
  const open = singles.filter((c) => c.blocked === null);
  return (
    <>
      <RadioGroup
        aria-label="How to book"
        value={part}
        onValueChange={(next) =>
          onPart(next as Part, next === 'term' && term ? term.sessionIds : [])
        }
        className="space-y-2"
      >
        {term && (
          <ChoiceItem
            value="term"
            label={`Whole term · ${formatMoney(term.option.priceCents)} ${priceUnit('term')}`}
            detail={datesLine(program.sessions.map((s) => s.date))}
            blocked={term.blocked}
          />
        )}
        {dropIn !== null && (
          <ChoiceItem
            value="single"
            label={`One date · ${formatMoney(dropIn)} ${priceUnit('session')}`}
            detail={open.length === 0 ? 'No date has places left' : null}
            blocked={open.length === 0 ? 'full' : null}
          />
        )}
      </RadioGroup>
      {term?.blocked && (
        <FullPointer
          lead={term.blocked === 'full' ? 'The term is full.' : 'The term has started.'}
          others={dropIn === null ? [] : open.map(singleLine)}
          othersLead="Single dates still have places:"
        />
      )}
      {part === 'single' && dropIn !== null && (
        <DateChoices
          label="Choose a date"
          program={program}
          now={now}
          choices={singles}
          value={chosenIds}
          heldBy={heldBy}
          onChange={onChange}
        />
      )}
    </>
  );
}

function WeekParts({ program, part, now, chosenIds, onPart, onChange }: PartsProps) {
  const weeks = campWeeks(program).flatMap((week) => {
    const choice = choiceOf(
      program,
      week.sessions.map((s) => s.id),
      now,
    );
    return choice ? [{ ...week, choice }] : [];
  });
  const open = weeks.filter((w) => w.choice.blocked === null);
  const blocked = weeks.filter((w) => w.choice.blocked !== null);
  const dropIn = program.dropInPriceCents;
  return (
    <>
      <RadioGroup
        aria-label="How to book"
        value={part}
        onValueChange={(next) => {
          const week = weeks.find((w) => `week:${w.monday}` === next);
          onPart(next as Part, week ? week.choice.sessionIds : []);
        }}
        className="space-y-2"
      >
        {weeks.map((week) => (
          <ChoiceItem
            key={week.monday}
            value={`week:${week.monday}`}
            label={`Week of ${formatShortDate(week.sessions[0]?.date ?? week.monday)} · ${formatMoney(week.choice.option.priceCents)} ${priceUnit('week')}`}
            detail={datesLine(week.sessions.map((s) => s.date))}
            blocked={week.choice.blocked}
          />
        ))}
        {dropIn !== null && (
          <ChoiceItem
            value="days"
            label={`Days of a week · ${formatMoney(dropIn)} ${priceUnit('session')}`}
            detail={null}
            blocked={null}
          />
        )}
      </RadioGroup>
      {blocked.length > 0 && open.length > 0 && (
        <FullPointer
          lead={
            blocked.length === 1
              ? 'One week is full or has started.'
              : 'Some weeks are full or have started.'
          }
          others={open.map((w) => `Week of ${formatShortDate(w.sessions[0]?.date ?? w.monday)}`)}
          othersLead="These weeks still have places:"
        />
      )}
      {part === 'days' && dropIn !== null && (
        <DayChoices program={program} now={now} value={chosenIds} onChange={onChange} />
      )}
    </>
  );
}
