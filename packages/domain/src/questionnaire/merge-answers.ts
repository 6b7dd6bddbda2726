type JsonObject = Readonly<Record<string, unknown>>;

function isPlainObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Merges an update into stored answers, field by field: nested objects are
 * merged, arrays and scalars replace what was stored, and an empty string
 * clears the field (an update only carries the fields of the step being
 * saved, so a missing field must keep its answer, and clearing needs a value
 * of its own). An object left without fields is removed.
 */
export function mergeAnswers<T extends object>(stored: T, update: T): T {
  const merged = { ...stored } as Record<string, unknown>;
  for (const [key, value] of Object.entries(update) as [string, unknown][]) {
    if (value === undefined) continue;
    if (value === '') {
      delete merged[key];
    } else if (isPlainObject(value)) {
      const nested = mergeAnswers<JsonObject>(isPlainObject(merged[key]) ? merged[key] : {}, value);
      if (Object.keys(nested).length > 0) merged[key] = nested;
      else delete merged[key];
    } else {
      merged[key] = Array.isArray(value) ? [...(value as unknown[])] : value;
    }
  }
  return merged as T;
}
