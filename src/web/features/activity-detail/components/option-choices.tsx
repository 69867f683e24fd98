import { useId } from 'react';
import {
  RadioGroup,
  RadioGroupIndicator,
  RadioGroupItem,
} from '../../../components/ui/radio-group';
import { cn } from '../../../lib/cn';
import { formatShortDate, formatTime, spotsLabel } from '../../../lib/format';
import { namesInWords } from '../participants';
import { choiceOf, sessionState, type Choice, type Program } from '../program-choices';

const blockedText = { full: 'Full', past: 'Started' } as const;

/** One option as a radio: its label and price, a line of detail, and 'Full' or 'Started' when it cannot be chosen. */
export function ChoiceItem({
  value,
  label,
  detail,
  blocked,
}: {
  value: string;
  label: string;
  detail: string | null;
  blocked: Choice['blocked'];
}) {
  return (
    <RadioGroupItem
      value={value}
      disabled={blocked !== null}
      className="group flex w-full items-start gap-3 rounded-2xl border border-line p-3 text-left data-[state=checked]:border-primary data-[state=checked]:bg-primary-tint/60 disabled:cursor-not-allowed disabled:opacity-70"
    >
      <span
        aria-hidden
        className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-stone-400 group-data-[state=checked]:border-primary"
      >
        <RadioGroupIndicator className="size-2.5 rounded-full bg-primary" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-bold text-ink">{label}</span>
        {detail && <span className="block text-sm text-muted">{detail}</span>}
      </span>
      {blocked && <span className="text-sm font-bold text-danger">{blockedText[blocked]}</span>}
    </RadioGroupItem>
  );
}

/** Who of the family holds a place in each session, by name (participants' namesBySession). */
export type HeldBy = ReadonlyMap<number, readonly string[]>;

/** A date's places (a full or started one says so beside it) and who of the family holds it. */
const sessionDetail = (choice: Choice, program: Program, now: Date, heldBy: HeldBy) => {
  const session = program.sessions.find((s) => s.id === choice.sessionIds[0]);
  if (!session) return null;
  const names = heldBy.get(session.id) ?? [];
  const held = names.length > 0 ? `${namesInWords(names)} booked` : null;
  if (choice.blocked) return held;
  const places = sessionState(session, now) === 'past' ? 'Past' : spotsLabel(session.spotsLeft);
  return held ? `${places} · ${held}` : places;
};

/** One date of a program, as a radio group; dates that started or are full cannot be chosen. */
export function DateChoices({
  label,
  program,
  choices,
  now,
  value,
  heldBy,
  onChange,
}: {
  label: string;
  program: Program;
  choices: Choice[];
  now: Date;
  value: number[];
  heldBy: HeldBy;
  onChange: (sessionIds: number[]) => void;
}) {
  const labelId = useId();
  const chosen = value.length === 1 ? String(value[0]) : '';
  return (
    <div>
      <p id={labelId} className="font-bold">
        {label}
      </p>
      <RadioGroup
        aria-labelledby={labelId}
        value={chosen}
        onValueChange={(id) => onChange([Number(id)])}
        className="mt-2 grid gap-2 sm:grid-cols-2"
      >
        {choices.map((choice) => {
          const session = choice.option.sessions[0];
          return (
            <ChoiceItem
              key={choice.sessionIds.join()}
              value={String(choice.sessionIds[0])}
              label={
                session ? `${formatShortDate(session.date)} · ${formatTime(session.startTime)}` : ''
              }
              detail={sessionDetail(choice, program, now, heldBy)}
              blocked={choice.blocked}
            />
          );
        })}
      </RadioGroup>
    </div>
  );
}

/** Days of one camp week, as checkboxes; the shared rule says whether the days make an option. */
export function DayChoices({
  program,
  now,
  value,
  onChange,
}: {
  program: Program;
  now: Date;
  value: number[];
  onChange: (sessionIds: number[]) => void;
}) {
  const chosen = value.length > 0 ? choiceOf(program, value, now) : null;
  const toggle = (id: number) =>
    onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id]);
  return (
    <fieldset>
      <legend className="font-bold">Choose days of one week</legend>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {program.sessions.map((session) => {
          const state = sessionState(session, now);
          return (
            <li key={session.id}>
              <label
                className={cn(
                  'flex items-center gap-3 rounded-2xl border border-line p-3',
                  state !== 'open' && 'cursor-not-allowed opacity-70',
                )}
              >
                <input
                  type="checkbox"
                  className="size-5 accent-primary"
                  checked={value.includes(session.id)}
                  disabled={state !== 'open'}
                  onChange={() => toggle(session.id)}
                />
                <span className="min-w-0 flex-1 font-semibold">
                  {formatShortDate(session.date)} · {formatTime(session.startTime)}
                </span>
                <span className={cn('text-sm font-bold', state !== 'open' && 'text-danger')}>
                  {state === 'past' ? 'Past' : spotsLabel(session.spotsLeft)}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {value.length > 0 && !chosen && (
        <p role="status" className="mt-2 text-sm font-semibold text-amber-800">
          Choose days of one week.
        </p>
      )}
    </fieldset>
  );
}

/** A full (or started) option points to the others that still have places. */
export function FullPointer({
  lead,
  othersLead,
  others,
}: {
  lead: string;
  othersLead: string;
  others: string[];
}) {
  return (
    <div role="note" className="rounded-2xl bg-amber-50 p-3 text-sm text-amber-900">
      <p className="font-semibold">
        {lead}
        {others.length > 0 && ` ${othersLead}`}
      </p>
      {others.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {others.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
