/** A TypeScript enum as protoc-gen-es writes it: names to numbers, and numbers back to names. */
type NumericEnum = Record<string, string | number>;

/** The name of an enum value (`OrderStatus.PLACED` -> `PLACED`); UNSPECIFIED when unknown. */
export function getEnumName(enumObject: NumericEnum, value: number): string {
  const name = enumObject[value];
  return typeof name === 'string' ? name : 'UNSPECIFIED';
}

/** Reads an enum value from its name (in a URL), ignoring UNSPECIFIED and unknown names. */
export function parseEnumName<E extends NumericEnum>(
  enumObject: E,
  name: unknown,
): E[keyof E] | undefined {
  if (typeof name !== 'string' || name === 'UNSPECIFIED') return undefined;
  const value = enumObject[name];
  return typeof value === 'number' ? (value as E[keyof E]) : undefined;
}

/** The names of an enum's values, without UNSPECIFIED, in declaration order. */
export function listEnumNames(enumObject: NumericEnum): string[] {
  return Object.keys(enumObject).filter(
    (key) => Number.isNaN(Number(key)) && key !== 'UNSPECIFIED',
  );
}
