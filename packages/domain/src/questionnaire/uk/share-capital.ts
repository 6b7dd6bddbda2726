import type { ControlHeld } from '../../company-formation/uk/significant-control.js';
import type {
  UkShareClass,
  UkSubscriber,
} from '../../company-formation/uk/statement-of-capital.js';
import type { UkPscAnswer, UkShareCapitalAnswers } from './answers.js';

/** The share classes answered, as the statement of capital reads them. */
export function toShareClasses(section: UkShareCapitalAnswers): UkShareClass[] {
  return (section.shareClasses ?? []).map((shareClass) => ({
    name: shareClass.name ?? '',
    nominalValue: shareClass.nominalValuePence ?? 0,
  }));
}

/** The shareholders answered, as the subscribers of the statement of capital. */
export function toSubscribers(section: UkShareCapitalAnswers): UkSubscriber[] {
  return (section.shareholders ?? []).map((shareholder) => ({
    holdings: (shareholder.holdings ?? []).map((holding) => ({
      className: holding.className ?? '',
      shares: holding.shares ?? 0,
      amountPaidPerShare: holding.amountPaidPerSharePence ?? 0,
    })),
  }));
}

/** The shares the shareholders take, all classes together. */
export function totalShares(section: UkShareCapitalAnswers): number {
  return toSubscribers(section)
    .flatMap((subscriber) => subscriber.holdings)
    .reduce((total, holding) => total + holding.shares, 0);
}

/** What a declared person holds, out of the company's shares and votes (one vote a share, s. 284). */
export function toControlHeld(person: UkPscAnswer, total: number): ControlHeld {
  return {
    sharesHeld: person.sharesHeld ?? 0,
    totalShares: total,
    votesHeld: person.votesHeld ?? 0,
    totalVotes: total,
    appointsMajorityOfBoard: person.appointsMajorityOfBoard === true,
    significantInfluence: person.significantInfluence === true,
  };
}
