/** Reads optional string search parameters, dropping anything that is not a string. */
export function pickStrings<K extends string>(
  search: Record<string, unknown>,
  keys: readonly K[],
): Partial<Record<K, string>> {
  const picked: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = search[key];
    if (typeof value === 'string' && value !== '') picked[key] = value;
    else if (typeof value === 'number') picked[key] = String(value);
  }
  return picked;
}
