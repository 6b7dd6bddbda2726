/** The values of a form: an object whose leaves are its fields' values. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the values of any form
export type FieldValues = Record<string, any>;

type Leaf = string | number | boolean | bigint | symbol | null | undefined | Date | Blob | FileList;
type IsAny<T> = 0 extends 1 & T ? true : false;

type PathOf<T, Depth extends unknown[]> = Depth['length'] extends 8
  ? never
  : IsAny<T> extends true
    ? string
    : T extends Leaf
      ? never
      : T extends readonly (infer Item)[]
        ? `${number}` | `${number}.${PathOf<Item, [...Depth, 1]>}`
        : {
            [Key in keyof T & string]: IsAny<T[Key]> extends true
              ? Key | `${Key}.${string}`
              : T[Key] extends Leaf
                ? Key
                : Key | `${Key}.${PathOf<T[Key], [...Depth, 1]>}`;
          }[keyof T & string];

/** Every field of a form by its dotted name: `address.postalCode`, `lineItems.0.quantity`. */
export type Path<T> = PathOf<T, []>;

/** The value at a dotted name. */
export type PathValue<T, P extends string> =
  IsAny<T> extends true
    ? // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the value of an untyped form
      any
    : P extends `${infer Head}.${infer Rest}`
      ? Head extends keyof T
        ? PathValue<T[Head], Rest>
        : T extends readonly (infer Item)[]
          ? PathValue<Item, Rest>
          : undefined
      : P extends keyof T
        ? T[P]
        : T extends readonly (infer Item)[]
          ? Item
          : undefined;

const segments = (path: string) => (path === '' ? [] : path.split('.'));

/** The value at a dotted name of an object, or undefined when a step of it is missing. */
export function get(source: unknown, path: string): unknown {
  let current = source;
  for (const segment of segments(path)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

const copyOf = (value: unknown, nextSegment: string): Record<string, unknown> | unknown[] => {
  if (Array.isArray(value)) return [...(value as unknown[])];
  if (value !== null && typeof value === 'object') return { ...(value as Record<string, unknown>) };
  return /^\d+$/.test(nextSegment) ? [] : {};
};

/** A copy of an object with the value at a dotted name replaced; the object is left as it was. */
export function setIn<T>(source: T, path: string, value: unknown): T {
  const [head, ...rest] = segments(path);
  if (head === undefined) return value as T;
  const copy = copyOf(source, head) as Record<string, unknown>;
  copy[head] = rest.length === 0 ? value : setIn(copy[head], rest.join('.'), value);
  return copy as T;
}

const isEmptyObject = (value: unknown) =>
  value !== null &&
  typeof value === 'object' &&
  (Array.isArray(value)
    ? value.every((item) => item === undefined)
    : Object.keys(value).length === 0);

/** A copy of an object without the value at a dotted name, nor the objects it leaves empty. */
export function unsetIn<T>(source: T, path: string): T {
  if (get(source, path) === undefined) return source;
  const [head, ...rest] = segments(path);
  if (head === undefined) return source;
  const copy = copyOf(source, head) as Record<string, unknown>;
  const child = rest.length === 0 ? undefined : unsetIn(copy[head], rest.join('.'));
  if (child === undefined || isEmptyObject(child)) {
    if (Array.isArray(copy)) copy[Number(head)] = undefined;
    else delete copy[head];
  } else {
    copy[head] = child;
  }
  return copy as T;
}

/** Whether a form's errors hold none. */
export function hasNoErrors(errors: object): boolean {
  return Object.values(errors).every((value) => value === undefined);
}

/** Whether two form values are the same, compared through objects and arrays. */
export function deepEqual(left: unknown, right: unknown): boolean {
  return Object.is(left, right) || JSON.stringify(left) === JSON.stringify(right);
}
