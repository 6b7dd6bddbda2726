/** A date as whole seconds since the Unix epoch, the unit of every timestamp in the contracts. */
export function toEpochSeconds(date: Date): bigint {
  return BigInt(Math.floor(date.getTime() / 1000));
}
