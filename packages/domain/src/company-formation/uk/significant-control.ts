import type { FieldViolation } from '../../errors.js';
import { FIELD_MESSAGES } from '../../questionnaire/validation/messages.js';

/**
 * The natures of control of a person with significant control, as Companies
 * House names them on the register (Companies Act 2006 Schedule 1A Part 1;
 * The Register of People with Significant Control Regulations 2016,
 * Schedule 2): the share of the shares and of the votes held, in three bands,
 * the right to appoint or remove a majority of the board, and significant
 * influence or control.
 */
export type NatureOfControl =
  | 'ownership-of-shares-25-to-50-percent'
  | 'ownership-of-shares-50-to-75-percent'
  | 'ownership-of-shares-75-to-100-percent'
  | 'voting-rights-25-to-50-percent'
  | 'voting-rights-50-to-75-percent'
  | 'voting-rights-75-to-100-percent'
  | 'right-to-appoint-and-remove-directors'
  | 'significant-influence-or-control';

/** What a person holds in the company, directly (held through a trust or a firm is not modelled). */
export interface ControlHeld {
  sharesHeld: number;
  totalShares: number;
  votesHeld: number;
  totalVotes: number;
  /** Schedule 1A para. 4: the right to appoint or remove a majority of the board. */
  appointsMajorityOfBoard: boolean;
  /** Schedule 1A para. 5: the right to exercise, or the exercise of, significant influence or control. */
  significantInfluence: boolean;
}

type Band = '25-to-50' | '50-to-75' | '75-to-100';

/**
 * The band of a holding: more than 25 % up to 50 % included; more than 50 %
 * and less than 75 %; 75 % or more (Schedule 2 to the 2016 Regulations).
 * Exactly 25 % is no band: the conditions need more than 25 % (Schedule 1A
 * paras. 2 and 3). Counted in whole shares and votes, without rounding.
 */
function bandOf(held: number, total: number): Band | undefined {
  if (total <= 0 || held * 100 <= total * 25) return undefined;
  if (held * 100 <= total * 50) return '25-to-50';
  return held * 100 < total * 75 ? '50-to-75' : '75-to-100';
}

/**
 * The natures of control a person has, in the register's order; none when
 * they are not a person with significant control. Significant influence or
 * control is stated only of someone who meets none of the first three
 * conditions (the Secretary of State's statutory guidance on the meaning of
 * "significant influence or control", 2017).
 */
export function getNaturesOfControl(held: ControlHeld): NatureOfControl[] {
  const natures: NatureOfControl[] = [];
  const shares = bandOf(held.sharesHeld, held.totalShares);
  if (shares) natures.push(`ownership-of-shares-${shares}-percent`);
  const votes = bandOf(held.votesHeld, held.totalVotes);
  if (votes) natures.push(`voting-rights-${votes}-percent`);
  if (held.appointsMajorityOfBoard) natures.push('right-to-appoint-and-remove-directors');
  if (natures.length === 0 && held.significantInfluence) {
    natures.push('significant-influence-or-control');
  }
  return natures;
}

/**
 * The persons the founder declares as having significant control, each of
 * whom must meet at least one condition: someone with 25 % or less and no
 * other control is not one, and is refused rather than registered.
 */
export function checkPersonsWithSignificantControl(
  persons: readonly ControlHeld[],
): FieldViolation[] {
  return persons.flatMap((held, index) =>
    getNaturesOfControl(held).length === 0
      ? [{ field: `persons_with_significant_control.${index}`, message: FIELD_MESSAGES.notPsc }]
      : [],
  );
}
