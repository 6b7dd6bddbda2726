/** A calendar date in ISO 8601 form, YYYY-MM-DD; it compares as a string. */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MONTH = /^(\d{2})\/(\d{2})$/;

/** The earliest date of birth accepted: anything older is a typing mistake. */
export const EARLIEST_BIRTH_DATE = '1900-01-01';

/** The age of majority (Code civil art. 414): a founder signs the articles alone. */
export const AGE_OF_MAJORITY = 18;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** Year, month and day of a real calendar date (no 31 April, 29 February in leap years only). */
export function parseIsoDate(
  value: string,
): { year: number; month: number; day: number } | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

/** Whether a text is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== undefined;
}

/**
 * Whether someone born on `dateOfBirth` is of age on `today`: from their
 * 18th birthday on. Someone born on 29 February comes of age on 1 March of a
 * common year, the first day on which 18 full years have passed.
 */
export function isAdultOn(dateOfBirth: IsoDate, today: IsoDate): boolean {
  return hasReachedAgeOn(dateOfBirth, AGE_OF_MAJORITY, today);
}

/**
 * Whether someone born on `dateOfBirth` is `years` old or more on `today`:
 * from that birthday on, someone born on 29 February on 1 March of a common
 * year. An unreadable date of birth gives false.
 */
export function hasReachedAgeOn(dateOfBirth: IsoDate, years: number, today: IsoDate): boolean {
  const birth = parseIsoDate(dateOfBirth);
  if (!birth) return false;
  const birthday = `${pad(birth.year + years, 4)}-${pad(birth.month)}-${pad(birth.day)}`;
  return birthday <= today;
}

/**
 * The date `months` calendar months before `date`. When that month is
 * shorter, the day is its last one: three months before 31 May is 28
 * February (29 in a leap year).
 */
export function subtractMonths(date: IsoDate, months: number): IsoDate {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new Error(`Not an ISO date: ${date}`);
  const index = parsed.year * 12 + (parsed.month - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(parsed.day, daysInMonth(year, month));
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/**
 * Whether a text is a day of the year written DD/MM, as the end of a
 * financial year is. 29/02 is refused: the year must end on the same day
 * every year, and that day does not exist three years out of four.
 */
export function isDayOfYear(value: string): boolean {
  const match = DAY_MONTH.exec(value);
  if (!match) return false;
  const [day, month] = match.slice(1).map(Number) as [number, number];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(2001, month);
}
