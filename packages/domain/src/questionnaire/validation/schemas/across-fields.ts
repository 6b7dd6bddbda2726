import * as z from 'zod/mini';
import { FIELD_MESSAGES, type FieldMessage } from '../messages.js';
import { isUnset } from './choice.js';

type Path = readonly string[];

/** What a rule across fields reads besides the section: the issues its fields raised. */
export type SectionPayload<T> = z.core.$RefinementCtx<T>;

/**
 * A rule that reads several fields of a section (a postal code read in its
 * country, a field the step needs only after some answer). Zod runs it once
 * the fields are parsed, texts trimmed, and even when some of them raised
 * issues: it reports besides them.
 */
export function acrossFields<T>(rule: (section: T, payload: SectionPayload<T>) => void) {
  return z.superRefine<T>(rule, { when: () => true });
}

/** Records `message` for the field at `path` of the section. */
export function report(payload: SectionPayload<unknown>, path: Path, message: FieldMessage) {
  payload.addIssue({ code: 'custom', path: [...path], message, input: payload.value });
}

/** Whether the section's `field` passed its own rules, for a rule that reads it. */
export function passed(payload: SectionPayload<unknown>, field: string): boolean {
  return !payload.issues.some((issue) => issue.path?.[0] === field);
}

function valueAt(section: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      typeof value === 'object' && value !== null
        ? (value as Record<string, unknown>)[key]
        : undefined,
    section,
  );
}

/**
 * Fields the step needs once another answer says so (the name of a parent
 * the founder knows, the proof of another address): each of `paths` sent
 * unset (empty, UNSPECIFIED, unticked) is `message` while `applies` holds.
 * A field the update does not carry is not checked.
 */
export function requiredWhen<T>(
  applies: (section: T) => boolean,
  paths: readonly Path[],
  message: FieldMessage = FIELD_MESSAGES.required,
) {
  return acrossFields<T>((section, payload) => {
    if (!applies(section)) return;
    for (const path of paths) {
      if (isUnset(valueAt(section, path))) report(payload, path, message);
    }
  });
}
