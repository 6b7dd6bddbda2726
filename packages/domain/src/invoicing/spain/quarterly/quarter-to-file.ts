import {
  getQuarterlyReturnDeadline,
  type CalendarQuarter,
} from '../../../questionnaire/spain/calendar/tax-calendar.js';
import { getQuarterOfDate } from './quarter.js';

/** A quarter of a year. */
export interface YearQuarter {
  year: number;
  quarter: CalendarQuarter;
}

/**
 * The quarter whose returns (modelos 303 and 130) are filed next on `today`
 * (YYYY-MM-DD): the quarter just ended while its deadline has not passed
 * (until 20 April, 20 July, 20 October or 30 January, moved past a weekend
 * or holiday), else the quarter under way.
 */
export function getQuarterToFile(today: string): YearQuarter {
  const year = Number(today.slice(0, 4));
  const quarter = getQuarterOfDate(today);
  const previous: YearQuarter =
    quarter === 1
      ? { year: year - 1, quarter: 4 }
      : { year, quarter: (quarter - 1) as CalendarQuarter };
  return today <= getQuarterlyReturnDeadline(previous.year, previous.quarter)
    ? previous
    : { year, quarter };
}
