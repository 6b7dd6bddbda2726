/** Today's calendar day in Madrid, YYYY-MM-DD: the server refuses a gasto dated after it. */
export function getSpanishToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(now);
}
