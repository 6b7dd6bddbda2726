/** Today's date in France as YYYY-MM-DD, the day the rules are checked against. */
export function todayInFrance(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(now);
}
