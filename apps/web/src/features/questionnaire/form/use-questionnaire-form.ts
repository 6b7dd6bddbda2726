import type { FieldViolation, QuestionnaireProgress } from '@foundly/domain';
import { useCallback, useState, type FormEvent } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useI18n, type MessageKey } from '../../../app/i18n/index.js';
import { readRpcFailure } from '../../../app/rpc/errors.js';
import { toFormPath } from './to-form-path.js';

export interface QuestionnaireFormOptions<Values extends FieldValues, Update> {
  /** The section's name in the request, snake_case (e.g. personal_information); none for metadata-only steps. */
  sectionField?: string | undefined;
  defaultValues: DefaultValues<Values>;
  /** Fields the step cannot be left without, or a function of the values naming them. */
  required?: readonly Path<Values>[] | ((values: Values) => readonly Path<Values>[]);
  /** The update sent for the values. */
  toUpdate: (values: Values) => Update;
  /**
   * The domain's rules, run in the browser before anything is sent (they may
   * be loaded then: the form is interactive without them).
   */
  validate: (update: Update) => readonly FieldViolation[] | Promise<readonly FieldViolation[]>;
  /** Saves the update; resolves with the progress the server computed. */
  send: (update: Update) => Promise<QuestionnaireProgress | undefined>;
  /** Where to go once saved. */
  advance: (progress: QuestionnaireProgress) => Promise<void>;
}

export interface QuestionnaireForm<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  onSubmit: (event: FormEvent) => void;
  /** A failure that belongs to no field, already translated. */
  failure: string | undefined;
  /** The translated error of a field, if any. */
  errorOf: (path: Path<Values>) => string | undefined;
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (typeof value === 'number' && Number.isNaN(value)) ||
  (Array.isArray(value) && value.length === 0);

/**
 * A questionnaire step's form, whatever the country: checks required fields
 * and the domain's rules in the browser, saves, shows the server's field
 * errors beside their fields, then moves on with the returned progress.
 */
export function useQuestionnaireForm<Values extends FieldValues, Update>(
  options: QuestionnaireFormOptions<Values, Update>,
): QuestionnaireForm<Values> {
  const { t } = useI18n();
  const form = useForm<Values>({ defaultValues: options.defaultValues });
  const [failure, setFailure] = useState<string | undefined>();
  const { sectionField, required = [], toUpdate, validate, send, advance } = options;

  const showViolations = useCallback(
    (violations: readonly { field: string; message: string }[]) => {
      let unplaced: string | undefined;
      for (const violation of violations) {
        const path = sectionField ? toFormPath(sectionField, violation.field) : undefined;
        if (path) form.setError(path as Path<Values>, { message: violation.message });
        else unplaced ??= violation.message;
      }
      setFailure(unplaced ? t(unplaced as MessageKey) : undefined);
    },
    [form, sectionField, t],
  );

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    const paths = typeof required === 'function' ? required(values) : required;
    const missing = paths.filter((path) => isEmpty(get(values, path)));
    for (const path of missing) form.setError(path, { message: 'errors.field.required' });
    if (missing.length > 0) return;
    const update = toUpdate(values);
    const violations = await validate(update);
    if (violations.length > 0) return showViolations(violations);
    try {
      const progress = await send(update);
      if (progress) await advance(progress);
    } catch (error) {
      const rpcFailure = readRpcFailure(error);
      if (rpcFailure.fields.length > 0) {
        showViolations(
          rpcFailure.fields.map(({ field, description }) => ({ field, message: description })),
        );
      } else {
        setFailure(t(`errors.${rpcFailure.reason ?? 'INTERNAL'}` as MessageKey));
      }
    }
  });

  const errorOf = useCallback(
    (path: Path<Values>) => {
      const message = (get(form.formState.errors, path) as { message?: string } | undefined)
        ?.message;
      return message ? t(message as MessageKey) : undefined;
    },
    [form.formState.errors, t],
  );

  return { form, onSubmit: (event) => void submit(event), failure, errorOf };
}
