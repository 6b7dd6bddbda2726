/**
 * Every text of an update without the spaces around it, at any depth: the
 * rules read texts trimmed, so what is kept is what they accepted. A text of
 * spaces becomes empty, which clears an optional field as the rules read it.
 */
export function trimTexts<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) return value.map((item: unknown) => trimTexts(item)) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, field]: [string, unknown]) => [key, trimTexts(field)]),
    ) as T;
  }
  return value;
}

/** A text through `normalise`; absent stays absent and empty stays empty (it clears the answer). */
export function normaliseText(
  value: string | undefined,
  normalise: (text: string) => string,
): string | undefined {
  return value === undefined || value === '' ? value : normalise(value);
}

/** `target` with those of `changes` that are defined: a field absent from the update stays absent. */
export function withDefined<T extends object>(target: T, changes: Partial<T>): T {
  const defined = Object.entries(changes).filter(([, value]) => value !== undefined);
  return { ...target, ...Object.fromEntries(defined) };
}
