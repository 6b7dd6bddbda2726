/** The time zone the records of a business in the Spanish peninsula are dated in. */
const MADRID = 'Europe/Madrid';

/**
 * A moment as the records write FechaHoraHusoGenRegistro: the local date and
 * time with the offset from UTC, to the second (2024-01-01T19:20:30+01:00), in
 * the given time zone (Madrid unless another is given, e.g. Atlantic/Canary).
 */
export function formatVerifactuTimestamp(instant: Date, timeZone: string = MADRID): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : parts.timeZoneName!.slice(3);
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

/** Whether a text is a record's date, time and offset, as `formatVerifactuTimestamp` writes them. */
export function isVerifactuTimestamp(value: string): boolean {
  return TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value));
}
