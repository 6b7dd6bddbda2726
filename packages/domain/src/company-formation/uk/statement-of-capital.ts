import type { FieldViolation } from '../../errors.js';
import { FIELD_MESSAGES } from '../../questionnaire/validation/messages.js';

/** Amounts in pence, whole numbers. */
export type Pence = number;

/** A class of shares (ordinary, preference…) and the nominal value of one share of it. */
export interface UkShareClass {
  name: string;
  nominalValue: Pence;
}

/** The shares a subscriber takes in one class, and what they pay for each. */
export interface UkHolding {
  className: string;
  shares: number;
  amountPaidPerShare: Pence;
}

/** A subscriber to the memorandum: a first member, who takes at least one share (s. 8(1)(b)). */
export interface UkSubscriber {
  holdings: readonly UkHolding[];
}

/** One line of the statement of capital: a class, its shares, their nominal value, paid and unpaid. */
export interface ShareClassTotals {
  name: string;
  shares: number;
  aggregateNominalValue: Pence;
  amountPaid: Pence;
  amountUnpaid: Pence;
}

/** The statement of capital of an application to register (Companies Act 2006 s. 10(2)). */
export interface StatementOfCapital {
  classes: ShareClassTotals[];
  totalShares: number;
  totalAggregateNominalValue: Pence;
}

export const MAX_SHARES_PER_HOLDING = 1_000_000;

const isWhole = (value: number, minimum: number) => Number.isSafeInteger(value) && value >= minimum;
const classKey = (name: string) => name.trim().toLowerCase();

/**
 * The share capital of a company limited by shares checked as the
 * application to register states it (s. 10): at least one class, each named
 * once and with a nominal value of a penny or more; at least one subscriber,
 * each taking at least one share (s. 8(1)(b)), in a class that exists,
 * from 1 to 1,000,000 shares a holding, paying nothing or more for each (a
 * payment above the nominal value is a premium, allowed); and every class
 * taken up by someone.
 */
export function checkUkShareCapital(
  classes: readonly UkShareClass[],
  subscribers: readonly UkSubscriber[],
): FieldViolation[] {
  const violations: FieldViolation[] = [];
  if (classes.length === 0)
    violations.push({ field: 'share_classes', message: FIELD_MESSAGES.required });
  const names = new Set<string>();
  classes.forEach((shareClass, index) => {
    const field = `share_classes.${index}`;
    const key = classKey(shareClass.name);
    if (key === '') violations.push({ field: `${field}.name`, message: FIELD_MESSAGES.required });
    else if (names.has(key)) {
      violations.push({ field: `${field}.name`, message: FIELD_MESSAGES.duplicateName });
    }
    names.add(key);
    if (!isWhole(shareClass.nominalValue, 1)) {
      violations.push({ field: `${field}.nominal_value`, message: FIELD_MESSAGES.nominalValue });
    }
  });
  if (subscribers.length === 0) {
    violations.push({ field: 'subscribers', message: FIELD_MESSAGES.shareholderRequired });
  }
  const taken = new Set<string>();
  subscribers.forEach((subscriber, index) => {
    const field = `subscribers.${index}`;
    if (subscriber.holdings.length === 0) {
      violations.push({ field, message: FIELD_MESSAGES.subscriberShare });
    }
    subscriber.holdings.forEach((holding, position) => {
      const holdingField = `${field}.holdings.${position}`;
      const key = classKey(holding.className);
      if (!names.has(key)) {
        violations.push({ field: `${holdingField}.class_name`, message: FIELD_MESSAGES.invalid });
      }
      if (!isWhole(holding.shares, 1) || holding.shares > MAX_SHARES_PER_HOLDING) {
        violations.push({ field: `${holdingField}.shares`, message: FIELD_MESSAGES.shareCount });
      } else taken.add(key);
      if (!isWhole(holding.amountPaidPerShare, 0)) {
        violations.push({
          field: `${holdingField}.amount_paid`,
          message: FIELD_MESSAGES.negativeAmount,
        });
      }
    });
  });
  classes.forEach((shareClass, index) => {
    const key = classKey(shareClass.name);
    if (key !== '' && subscribers.length > 0 && !taken.has(key)) {
      violations.push({ field: `share_classes.${index}`, message: FIELD_MESSAGES.shareClassTotal });
    }
  });
  return violations;
}

/**
 * The statement of capital of valid classes and subscribers: for each class
 * its number of shares, their aggregate nominal value, the amount paid and
 * the amount unpaid (of the nominal value: a share paid above it has nothing
 * unpaid), then the totals (s. 10(2)(c); form IN01 section D).
 */
export function getStatementOfCapital(
  classes: readonly UkShareClass[],
  subscribers: readonly UkSubscriber[],
): StatementOfCapital {
  const holdings = subscribers.flatMap((subscriber) => subscriber.holdings);
  const lines = classes.map((shareClass): ShareClassTotals => {
    const own = holdings.filter(
      (holding) => classKey(holding.className) === classKey(shareClass.name),
    );
    const shares = own.reduce((total, holding) => total + holding.shares, 0);
    const amountPaid = own.reduce(
      (total, holding) => total + holding.shares * holding.amountPaidPerShare,
      0,
    );
    const amountUnpaid = own.reduce(
      (total, holding) =>
        total + holding.shares * Math.max(0, shareClass.nominalValue - holding.amountPaidPerShare),
      0,
    );
    return {
      name: shareClass.name.trim(),
      shares,
      aggregateNominalValue: shares * shareClass.nominalValue,
      amountPaid,
      amountUnpaid,
    };
  });
  return {
    classes: lines,
    totalShares: lines.reduce((total, line) => total + line.shares, 0),
    totalAggregateNominalValue: lines.reduce(
      (total, line) => total + line.aggregateNominalValue,
      0,
    ),
  };
}
