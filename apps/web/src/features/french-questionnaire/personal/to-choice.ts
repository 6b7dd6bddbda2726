/** A saved enumerated answer as a radio value: '' when unanswered or not one of `allowed`. */
export function toChoice<Value extends string>(
  saved: string | undefined,
  allowed: readonly Value[],
): Value | '' {
  return allowed.find((value) => value === saved) ?? '';
}
