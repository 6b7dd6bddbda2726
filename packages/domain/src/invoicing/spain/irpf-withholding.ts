import { toScaledInteger } from '../scaled-number.js';
import { RATE_DECIMALS } from '../document-totals.js';

/**
 * The IRPF withheld from a professional's invoice to a business or another
 * professional: 15 % (Ley 35/2006 del IRPF art. 101.5.a; Reglamento del IRPF,
 * Real Decreto 439/2007, art. 101.1), 7 % in the year the activity starts and
 * the two following ones when no activity was carried on in the year before
 * the start (same articles; RIRPF art. 95.1 sets the same condition for the
 * instalments). The payer withholds (RIRPF art. 76): a consumer withholds
 * nothing.
 */
export const IRPF_WITHHOLDING_RATES = { general: 0.15, newActivity: 0.07 } as const;

/** The years after the starting one that keep the 7 % rate. */
const NEW_ACTIVITY_FOLLOWING_YEARS = 2;

/**
 * Whether an invoice dated `invoiceDate` may withhold 7 %: it falls in the
 * year the activity started or one of the two following, and no activity
 * ended within the year before that start (an activity that ended on
 * 2025-03-01 rules out the reduced rate for one starting before 2026-03-02).
 */
export function isNewActivityWithholdingAllowed(input: {
  activityStartDate: string;
  previousActivityEndDate?: string | undefined;
  invoiceDate: string;
}): boolean {
  const startYear = Number(input.activityStartDate.slice(0, 4));
  const invoiceYear = Number(input.invoiceDate.slice(0, 4));
  if (invoiceYear < startYear || invoiceYear > startYear + NEW_ACTIVITY_FOLLOWING_YEARS) {
    return false;
  }
  if (!input.previousActivityEndDate) return true;
  const yearBeforeStart = `${String(startYear - 1).padStart(4, '0')}${input.activityStartDate.slice(4)}`;
  return input.previousActivityEndDate < yearBeforeStart;
}

/** The rate withheld by default: 7 % when allowed, else 15 %. */
export function getIrpfWithholdingRate(input: {
  activityStartDate: string;
  previousActivityEndDate?: string | undefined;
  invoiceDate: string;
}): number {
  return isNewActivityWithholdingAllowed(input)
    ? IRPF_WITHHOLDING_RATES.newActivity
    : IRPF_WITHHOLDING_RATES.general;
}

/**
 * Whether an invoice may carry the withholding `rate`: none to a consumer;
 * to a business, 0 (an activity that is not professional withholds nothing),
 * 15 %, or 7 % when `newActivityAllowed`. The 15 % stays open to a new
 * activity: the reduced rate is the professional's choice, told to the payer.
 */
export function isIrpfWithholdingRateAllowed(
  rate: number,
  context: { recipientIsBusiness: boolean; newActivityAllowed: boolean },
): boolean {
  const steps = toScaledInteger(rate, RATE_DECIMALS);
  if (steps === 0n) return true;
  if (!context.recipientIsBusiness || steps === undefined) return false;
  if (steps === toScaledInteger(IRPF_WITHHOLDING_RATES.general, RATE_DECIMALS)) return true;
  return (
    context.newActivityAllowed &&
    steps === toScaledInteger(IRPF_WITHHOLDING_RATES.newActivity, RATE_DECIMALS)
  );
}
