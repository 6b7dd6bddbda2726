import type { FieldViolation } from '../../../errors.js';
import type { SpanishFieldMessage } from './messages.js';

/** Collects the violations of one part of an update under its snake_case path. */
export interface ViolationList {
  /** Records `message` for `field` (relative to this part) when a rule returned one. */
  add(field: string, message: SpanishFieldMessage | undefined): void;
  /** The same list, for a nested message such as `address`. */
  at(field: string): ViolationList;
  readonly violations: FieldViolation[];
}

/** A list of violations whose fields start with `prefix` (e.g. `business_information`). */
export function createViolationList(
  prefix: string,
  violations: FieldViolation[] = [],
): ViolationList {
  const join = (field: string) => `${prefix}.${field}`;
  return {
    violations,
    add(field, message) {
      if (message !== undefined) violations.push({ field: join(field), message });
    },
    at(field) {
      return createViolationList(join(field), violations);
    },
  };
}
