/** The time zone of the French registries: a French deadline ends at midnight in Paris. */
export const FRENCH_TIME_ZONE = 'Europe/Paris';

/** The time zone of Spain's peninsular administrations: "today" for the rules is a day in Madrid. */
export const SPANISH_TIME_ZONE = 'Europe/Madrid';

/**
 * The calendar date (YYYY-MM-DD) of an instant in a time zone. Checks such as
 * "the proof of address is less than 3 months old" count days as the
 * registry does, so a founder saving at 00:30 in Paris is already on the next
 * day although UTC is not.
 */
export function getCalendarDate(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
