import { ageInYears, isEligible } from '../../../shared/age';
import type { Activity } from '../../../shared/schemas/activity';
import type { Kid } from '../../../shared/schemas/kid';

/** A child as 'Select Participants' shows them: offered, or greyed out with their age. */
export type Participant = { kid: Kid; age: number; eligible: boolean };

type AgeRange = Pick<Activity, 'ageMin' | 'ageMax'>;

/**
 * Every kid, in the given order, marked eligible when their age in whole years today lies
 * within the activity's range (inclusive; the rule lives in shared/age.ts).
 */
export function participantsFor(
  kids: readonly Kid[],
  activity: AgeRange,
  today: string,
): Participant[] {
  return kids.map((kid) => ({
    kid,
    age: ageInYears(kid.birthDate, today),
    eligible: isEligible(kid, activity, today),
  }));
}

/** '1 child', '2 children', '0 children' */
export const childCountLabel = (count: number) => `${count} ${count === 1 ? 'child' : 'children'}`;
