import { addDays } from '../calendar/days.js';
import type { IsoDate } from '../../validation/dates.js';

/**
 * The share of the home used for the business, in percent: 0 to 30 (spec 02
 * §5). The figure comes from the income-tax rule for an autónomo working from
 * home (Ley 35/2006 del IRPF art. 30.2.5.ª b): the home's supplies (water,
 * power, internet) are deductible at 30 % of the share of the surface given
 * to the activity.
 */
export const HOUSING_DEDUCTION_MAX_PERCENTAGE = 30;

/** Whether a share of the home is a number from 0 to 30 % inclusive. */
export function isHousingPercentage(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= HOUSING_DEDUCTION_MAX_PERCENTAGE;
}

/** The activity must be described in at least 8 characters (spec 02 §5), trimmed. */
export const ACTIVITY_DESCRIPTION_MIN_LENGTH = 8;

/**
 * The expected start date may be up to 3 days in the past (spec 02 §5).
 * Social security expects the registration (alta en el RETA) to be asked for
 * by the day the activity starts, so the few days only absorb the time
 * between answering and filing; an older date would be a late registration.
 */
export const START_DATE_GRACE_DAYS = 3;

/** The earliest expected start date accepted on `today`: 3 days before it. */
export function getEarliestStartDate(today: IsoDate): IsoDate {
  return addDays(today, -START_DATE_GRACE_DAYS);
}
