/** How many contexts a schema is kept for: legal forms times the reference lists, for a day or two. */
const KEPT_CONTEXTS = 8;

/**
 * A schema factory that builds once per context: zod takes milliseconds to
 * build a section's schema and a fraction of one to check an update with it,
 * and the contexts are few (a legal form, the reference lists, the day). A
 * context is the same when `keyOf` gives the same parts (compared with
 * Object.is); the last few are kept, so a new day's replaces the oldest.
 */
export function builtPerContext<C, S>(
  build: (context: C) => S,
  keyOf: (context: C) => readonly unknown[],
): (context: C) => S {
  const built: { key: readonly unknown[]; schema: S }[] = [];
  return (context) => {
    const key = keyOf(context);
    const found = built.find((entry) =>
      entry.key.every((part, index) => Object.is(part, key[index])),
    );
    if (found) return found.schema;
    const schema = build(context);
    built.unshift({ key, schema });
    if (built.length > KEPT_CONTEXTS) built.pop();
    return schema;
  };
}
