import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { MessageKey } from '../../app/i18n/index.js';

/** What the form needs of a zod schema: a check that names each failing field. */
interface Schema<Values> {
  safeParse(data: unknown):
    | { success: true; data: Values }
    | {
        success: false;
        error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
      };
}

export interface AuthForm<Field extends string> {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** For the form's onChange: a field is checked as it is typed in once it has been changed. */
  onChange: (event: FormEvent<HTMLFormElement>) => void;
  /** The message key of a field's error, if it is shown. */
  errorOf: (field: Field) => MessageKey | undefined;
  submitting: boolean;
  /** Set when the check or the sending failed on the way (the network, mostly). */
  failure: MessageKey | undefined;
}

function readValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

/**
 * A sign-in or sign-up form on plain inputs: the page is interactive as soon
 * as it is hydrated, and the schema (zod) is fetched with the first check.
 * Each field's first error is shown once the field has been changed, every
 * field's once the form has been sent; `submit` runs with the parsed values.
 */
export function useAuthForm<Values extends Record<string, string>>(
  loadSchema: () => Promise<Schema<Values>>,
  submit: (values: Values) => Promise<void>,
): AuthForm<Extract<keyof Values, string>> {
  type Field = Extract<keyof Values, string>;
  const [errors, setErrors] = useState<Partial<Record<string, MessageKey>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<MessageKey | undefined>();
  const sending = useRef(false);
  const shown = useRef(new Set<string>());
  const submitted = useRef(false);
  const schema = useRef<Promise<Schema<Values>> | undefined>(undefined);

  const check = useCallback(
    async (form: HTMLFormElement) => {
      const result = (await (schema.current ??= loadSchema())).safeParse(readValues(form));
      const found: Partial<Record<string, MessageKey>> = {};
      if (!result.success) {
        for (const issue of result.error.issues) {
          const field = String(issue.path[0]);
          if (submitted.current || shown.current.has(field)) {
            found[field] ??= issue.message as MessageKey;
          }
        }
      }
      setErrors(found);
      return result.success ? result.data : undefined;
    },
    [loadSchema],
  );

  const onChange = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const { name } = event.target as HTMLInputElement;
      if (name) shown.current.add(name);
      void check(event.currentTarget);
    },
    [check],
  );

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (sending.current) return;
      sending.current = true;
      submitted.current = true;
      const form = event.currentTarget;
      setSubmitting(true);
      setFailure(undefined);
      void check(form)
        .then((values) => (values ? submit(values) : undefined))
        .catch(() => setFailure('auth.errors.generic'))
        .finally(() => {
          sending.current = false;
          setSubmitting(false);
        });
    },
    [check, submit],
  );

  const errorOf = useCallback((field: Field) => errors[field], [errors]);
  return { onSubmit, onChange, errorOf, submitting, failure };
}
