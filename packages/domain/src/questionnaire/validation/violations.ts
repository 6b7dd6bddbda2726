import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';
import type { FieldViolation } from '../../errors.js';
import { FIELD_MESSAGES, type FieldMessage } from './messages.js';

const MESSAGES: ReadonlySet<string> = new Set(Object.values(FIELD_MESSAGES));

/** A field of the answers (camelCase, as stored) as the request names it (snake_case). */
function toSnakeCase(key: PropertyKey): string {
  return String(key).replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** The fields of an object schema, through the optional wrapping a nested part has. */
function shapeOf(schema: core.$ZodType | undefined): Readonly<Record<string, core.$ZodType>> {
  const def = schema?._zod.def;
  if (def?.type === 'optional') return shapeOf((def as core.$ZodOptionalDef).innerType);
  if (def?.type === 'object') return (def as core.$ZodObjectDef).shape;
  return {};
}

/**
 * Where a field comes in the schema: the position of each key of its path
 * among the fields of its object, so that violations come in the order the
 * schema lists its fields, whether a field's own rule or a rule across
 * fields (which zod runs once the fields are parsed) found them.
 */
function rankOf(schema: core.$ZodType, path: readonly PropertyKey[]): number[] {
  const rank: number[] = [];
  let current: core.$ZodType | undefined = schema;
  for (const key of path) {
    const shape = shapeOf(current);
    const keys = Object.keys(shape);
    const index = keys.indexOf(String(key));
    rank.push(index === -1 ? keys.length : index);
    current = shape[String(key)];
  }
  return rank;
}

function compareRanks(a: readonly number[], b: readonly number[]): number {
  for (let index = 0; index < Math.min(a.length, b.length); index += 1) {
    if (a[index] !== b[index]) return a[index]! - b[index]!;
  }
  return a.length - b.length;
}

/**
 * The violations of one section of an update, checked with its schema
 * (built only when the section is there).
 * Each names its field from the request down, in snake_case
 * (`personal_information.address.postal_code`, `section` itself for a rule
 * on the whole section), with a translation key under `errors.field`; an
 * issue zod raised by itself (a value of the wrong type) is `invalid`. They
 * come in the order of the schema's fields, one per field: the first its
 * rules gave. An absent section has nothing to check.
 */
export function findViolations(
  section: string,
  value: unknown,
  schemaOf: () => core.$ZodType,
): FieldViolation[] {
  if (value === undefined) return [];
  const schema = schemaOf();
  const result = z.safeParse(schema, value);
  if (result.success) return [];
  const ranked = result.error.issues.map((issue) => ({
    rank: rankOf(schema, issue.path),
    field: [section, ...issue.path.map(toSnakeCase)].join('.'),
    message: (MESSAGES.has(issue.message) ? issue.message : FIELD_MESSAGES.invalid) as FieldMessage,
  }));
  const violations: FieldViolation[] = [];
  for (const { field, message } of ranked.sort((a, b) => compareRanks(a.rank, b.rank))) {
    if (!violations.some((violation) => violation.field === field)) {
      violations.push({ field, message });
    }
  }
  return violations;
}
