import { get, setIn, type FieldValues } from './paths.js';
import type { FieldErrors, Resolver } from './types.js';

/** What the resolver needs of a zod schema. */
interface Schema<Values> {
  safeParse: (values: unknown) =>
    | { success: true; data: Values }
    | {
        success: false;
        error: {
          issues: readonly { path: readonly PropertyKey[]; message: string; code: string }[];
        };
      };
}

/** A form's checks by a zod schema: each field's first issue is its error. */
export function zodResolver<Values extends FieldValues>(schema: Schema<Values>): Resolver<Values> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data, errors: {} };
    let errors: FieldErrors<Values> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (get(errors, path) !== undefined) continue;
      errors = setIn(errors, path, { type: issue.code, message: issue.message });
    }
    return { values: {}, errors };
  };
}
