/**
 * A saved enumerated answer as a radio value, its number as text: '' when
 * unanswered or not one of `allowed`.
 */
export function toChoice(saved: number | undefined, allowed: readonly number[]): string {
  return saved !== undefined && allowed.includes(saved) ? String(saved) : '';
}

/**
 * A radio value as the enumerated answer it stands for: the enumeration's
 * UNSPECIFIED zero, which clears the answer, while none is chosen.
 */
export function fromChoice<Value extends number>(value: string): Value {
  return Number(value) as Value;
}
