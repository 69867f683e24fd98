import { drawIn, opensIn, type RegistrationOpening } from '../../../shared/registration';
import {
  ADMITTED_TITLE,
  JOIN_LINE,
  KEEP_PAGE_NOTE,
  LEAVE_LINE,
  LINE_EARLY_NOTE,
  LINE_JOINED_TOAST,
  LINE_LEFT_TOAST,
  LINE_OPEN_TITLE,
  LINE_RUNNING_NOTE,
  LINE_RUNNING_TITLE,
  linePlace,
  lineRefusedNote,
  TIMED_OUT_NOTE,
  waitingForDraw,
} from '../../../shared/registration-line';
import type { LineEntry } from '../../../shared/schemas/registration';
import {
  drawPlace,
  ENTER_LOTTERY,
  enteredLottery,
  LEAVE_LOTTERY,
  LOTTERY_ENTERED_TOAST,
  LOTTERY_GIVING_NOTE,
  LOTTERY_LEFT_TOAST,
  LOTTERY_NOTE,
  LOTTERY_OPEN_TITLE,
  LOTTERY_RESULT_NOTE,
  LOTTERY_TIMED_OUT_NOTE,
  WON_TITLE,
} from '../../../shared/registration-lottery';

/**
 * What the registration bar says, for a line (decision 062) or a lottery (063): the same states
 * (join, wait before the draw, wait in order, let in), in each one's words.
 */
export function lineWords(opening: RegistrationOpening) {
  if (opening.mode === 'lottery') {
    return {
      label: 'Registration lottery',
      openTitle: LOTTERY_OPEN_TITLE,
      openNote: LOTTERY_NOTE,
      countdown: drawIn,
      join: ENTER_LOTTERY,
      leave: LEAVE_LOTTERY,
      joined: LOTTERY_ENTERED_TOAST,
      left: LOTTERY_LEFT_TOAST,
      joinFailed: "We couldn't enter you in the lottery",
      leaveFailed: "We couldn't take you out of the lottery",
      beforeDraw: enteredLottery(opening),
      beforeDrawNote: LOTTERY_RESULT_NOTE,
      place: drawPlace,
      placeNote: LOTTERY_GIVING_NOTE,
      admitted: WON_TITLE,
      timedOut: LOTTERY_TIMED_OUT_NOTE,
    };
  }
  return {
    label: 'Registration line',
    openTitle: LINE_OPEN_TITLE,
    openNote: LINE_EARLY_NOTE,
    runningTitle: LINE_RUNNING_TITLE,
    runningNote: LINE_RUNNING_NOTE,
    countdown: opensIn,
    join: JOIN_LINE,
    leave: LEAVE_LINE,
    joined: LINE_JOINED_TOAST,
    left: LINE_LEFT_TOAST,
    joinFailed: "We couldn't put you in the line",
    leaveFailed: "We couldn't take you out of the line",
    beforeDraw: waitingForDraw(new Date(opening.at)),
    beforeDrawNote: KEEP_PAGE_NOTE,
    place: linePlace,
    placeNote: KEEP_PAGE_NOTE,
    admitted: ADMITTED_TITLE,
    timedOut: TIMED_OUT_NOTE,
  };
}
export type LineWords = ReturnType<typeof lineWords>;

/**
 * Why a family's turn ended without a booking, said above the page's usual bar: its hold ran out,
 * or its prepared booking was refused (in the booking API's words). Null otherwise.
 */
export function lineOutcome(entry: LineEntry | null | undefined, opening: RegistrationOpening) {
  if (entry?.state === 'timed_out') return lineWords(opening).timedOut;
  if (entry?.state === 'refused' && entry.refusalMessage) {
    return lineRefusedNote(entry.refusalMessage);
  }
  return null;
}
