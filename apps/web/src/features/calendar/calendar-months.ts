import type { AutonomoObligation } from '@foundly/domain';

/** The obligations due in one month, in the calendar's order. */
export interface CalendarMonth {
  /** YYYY-MM of the deadlines. */
  key: string;
  year: number;
  /** 1–12. */
  month: number;
  obligations: AutonomoObligation[];
}

/** Groups obligations sorted by deadline into the months of their deadlines. */
export function groupByMonth(obligations: readonly AutonomoObligation[]): CalendarMonth[] {
  const months: CalendarMonth[] = [];
  for (const obligation of obligations) {
    const key = obligation.deadline.slice(0, 7);
    let month = months.at(-1);
    if (month?.key !== key) {
      month = {
        key,
        year: Number(key.slice(0, 4)),
        month: Number(key.slice(5, 7)),
        obligations: [],
      };
      months.push(month);
    }
    month.obligations.push(obligation);
  }
  return months;
}

/** The first obligation whose deadline is today or later; the calendar is sorted by deadline. */
export function findNextDeadline(
  obligations: readonly AutonomoObligation[],
  today: string,
): AutonomoObligation | undefined {
  return obligations.find((obligation) => obligation.deadline >= today);
}

/** A YYYY-MM-DD date as dd/mm/yyyy (spec 02 §9). */
export function formatIsoDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/** Whole days from `today` to `date`, both YYYY-MM-DD. */
export function daysBetween(today: string, date: string): number {
  return Math.round(
    (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
  );
}
