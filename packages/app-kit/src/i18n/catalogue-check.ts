/** A language's messages as a flat map from dotted key to text. */
export function flattenMessages(tree: object, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') entries.set(path, value);
    else
      for (const [inner, text] of flattenMessages(value as object, `${path}.`)) {
        entries.set(inner, text);
      }
  }
  return entries;
}

/** The `{name}` placeholders of a message, sorted. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();
}

/** What a translation gets wrong against the English catalogue, each list empty when nothing. */
export function compareCatalogues(english: Map<string, string>, other: Map<string, string>) {
  return {
    missing: [...english.keys()].filter((key) => !other.has(key)).sort(),
    extra: [...other.keys()].filter((key) => !english.has(key)).sort(),
    placeholders: [...english]
      .filter(([key, text]) => {
        const translated = other.get(key);
        return (
          translated !== undefined &&
          placeholdersOf(translated).join(',') !== placeholdersOf(text).join(',')
        );
      })
      .map(([key]) => key),
    empty: [...other].filter(([, text]) => text.trim() === '').map(([key]) => key),
  };
}
