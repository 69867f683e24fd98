import { formatLongDate } from '../../../shared/display-format';
import { datesLine, priceUnit } from '../../../shared/program-dates';
import { resolveBookingOption } from '../../../shared/program-options';
import type { ActivityDetail } from '../../../shared/schemas/activity';

/**
 * What the summary books of a program (decision 043): the sessions the parent chose on the
 * activity page, their dates and times, and the option's price per child. Without a choice (a
 * one-session activity) it is the activity as it always was, and no sessionIds are sent.
 */
export function chosenOption(activity: ActivityDetail, sessionIds: readonly number[] | undefined) {
  const plain = {
    sessionIds: undefined,
    priceCents: activity.priceCents,
    unit: null,
    dates: undefined,
    startTime: activity.startTime,
    endTime: activity.endTime,
  };
  if (!sessionIds || sessionIds.length === 0 || activity.sessionCount < 2) return plain;
  const option = resolveBookingOption(activity, activity.sessions, sessionIds);
  // A choice the program no longer sells goes to the server as it is: its refusal says why.
  if (typeof option === 'string') return { ...plain, sessionIds: [...sessionIds] };
  const first = activity.sessions.find((s) => s.id === option.sessions[0]?.id);
  const dates = option.sessions.map((s) => s.date);
  return {
    sessionIds: option.sessions.map((s) => s.id),
    priceCents: option.priceCents,
    unit: option.kind === 'days' ? `for ${option.sessions.length} dates` : priceUnit(option.kind),
    dates: dates.length === 1 && first ? formatLongDate(first.date) : datesLine(dates),
    startTime: first?.startTime ?? activity.startTime,
    endTime: first?.endTime ?? activity.endTime,
  };
}
