import { describe, expect, it } from 'vitest';
import type { LineEntry, RegistrationState } from '../../../shared/schemas/registration';
import { TIMED_OUT_NOTE } from '../../../shared/registration-line';
import { LOTTERY_TIMED_OUT_NOTE } from '../../../shared/registration-lottery';
import { showsLine } from './line-here';
import { lineOutcome } from './line-words';

const line = {
  opensAt: '2026-06-18T12:45:00.000Z',
  drawn: false,
  admittedThrough: 0,
  admitPerMinute: 600,
  soldOut: false,
  running: true,
};
const entry = (state: LineEntry['state']): LineEntry => ({
  id: '11ae0000-0000-4000-8000-000000000001',
  state,
  rank: 1,
  place: null,
  expectedWaitSeconds: null,
  sessionIds: [1],
  kidIds: ['ava'],
  autoBook: null,
  bookingId: null,
  heldUntil: null,
  secondsLeft: null,
  refusal: null,
  refusalMessage: null,
});
const state = (overrides: Partial<RegistrationState> = {}): RegistrationState => ({
  activityId: 12,
  opening: null,
  reminder: false,
  line,
  entry: null,
  ...overrides,
});
const before = { lineOpen: true, opened: false };
const after = { lineOpen: true, opened: true };

describe('showsLine', () => {
  it('shows a family in line or let in, and not one booked, waitlisted or refused', () => {
    expect(showsLine(state({ entry: entry('waiting') }), after)).toBe(true);
    expect(showsLine(state({ entry: entry('admitted') }), after)).toBe(true);
    for (const done of ['booked', 'timed_out', 'waitlisted', 'refused'] as const) {
      expect(showsLine(state({ entry: entry(done) }), after)).toBe(false);
    }
  });

  it('offers to join from the line opening, and after the opening only while families wait', () => {
    expect(showsLine(state(), { lineOpen: false, opened: false })).toBe(false);
    expect(showsLine(state(), before)).toBe(true);
    expect(showsLine(state(), after)).toBe(true);
    expect(showsLine(state({ line: { ...line, running: false } }), before)).toBe(true);
    expect(showsLine(state({ line: { ...line, running: false } }), after)).toBe(false);
    expect(showsLine(state({ line: { ...line, soldOut: true } }), before)).toBe(false);
    expect(showsLine(state({ line: null }), before)).toBe(false);
    expect(showsLine(undefined, before)).toBe(false);
  });

  it('takes a lottery’s entries until its draw, and none while its places go out', () => {
    const opening = {
      at: '2026-06-18T13:00:00.000Z',
      date: '2026-06-18',
      time: '09:00',
      mode: 'lottery' as const,
    };
    expect(showsLine(state({ opening }), before)).toBe(true);
    expect(showsLine(state({ opening }), after)).toBe(false);
    expect(showsLine(state({ opening, entry: entry('waiting') }), after)).toBe(true);
  });
});

describe('lineOutcome', () => {
  const at = { at: line.opensAt, date: '2026-06-18', time: '09:00' };
  it("says a line's hold or a lottery's ran out, each in its words", () => {
    expect(lineOutcome(entry('timed_out'), { ...at, mode: 'line' })).toBe(TIMED_OUT_NOTE);
    expect(lineOutcome(entry('timed_out'), { ...at, mode: 'lottery' })).toBe(
      LOTTERY_TIMED_OUT_NOTE,
    );
  });

  it('gives a refusal in the API’s words, and nothing for a family still in it or done', () => {
    const refused = { ...entry('refused'), refusalMessage: 'Ava is already booked.' };
    expect(lineOutcome(refused, { ...at, mode: 'line' })).toBe(
      "We couldn't hold your places: Ava is already booked.",
    );
    for (const state of ['waiting', 'admitted', 'booked', 'waitlisted'] as const) {
      expect(lineOutcome(entry(state), { ...at, mode: 'line' })).toBeNull();
    }
    expect(lineOutcome(null, { ...at, mode: 'line' })).toBeNull();
  });
});
