import type { FieldViolation, QuestionnaireProgress } from '@foundly/domain';
import type { QuestionnaireProgress as ProgressMessage } from '@foundly/proto';
import { useCallback, useState, type FormEvent } from 'react';
import { get, type FieldValues, type Path } from '../../../lib/form/paths.js';
import type { DefaultValues, UseFormReturn } from '../../../lib/form/types.js';
import { useForm } from '../../../lib/form/use-form.js';
import { useI18n, type MessageKey } from '../../../app/i18n/index.js';
import { readRpcFailure } from '@foundly/app-kit';
import { useAdvance } from '../step-context.js';

/** A step's form: its values, and where they go in the country's save. */
export interface StepFormOptions<Values extends FieldValues, Section extends string, Update> {
  defaultValues: DefaultValues<Values>;
  /** Fields the step cannot be left without, or a function of the values naming them. */
  required?: readonly Path<Values>[] | ((values: Values) => readonly Path<Values>[]);
  /** The questionnaire section the values belong to; none for steps that only set metadata. */
  section?: Section;
  /** The update sent for the values; by default the values as the section. */
  toUpdate?: (values: Values) => Update;
}

/** How a country's steps check and save their answers. */
export interface AnswersSave<Section extends string, Update> {
  /** Each section's name in the save request, snake_case (e.g. personal_information). */
  sectionFields: Readonly<Record<Section, string>>;
  /**
   * The domain's rules, run in the browser before anything is sent (they may
   * be loaded then: the form is interactive without them).
   */
  validate: (update: Update) => readonly FieldViolation[] | Promise<readonly FieldViolation[]>;
  /** Saves the update; resolves with the progress the server computed. */
  save: (update: Update) => Promise<{ progress?: ProgressMessage | undefined }>;
  pending: boolean;
  /** Where to go once saved; by default where the country's questionnaire leads. */
  advance?: (progress: QuestionnaireProgress) => Promise<void>;
}

export interface QuestionnaireForm<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  onSubmit: (event: FormEvent) => void;
  /** Whether the answers are being saved. */
  pending: boolean;
  /** A failure that belongs to no field, already translated. */
  failure: string | undefined;
  /** The translated error of a field, if any. */
  errorOf: (path: Path<Values>) => string | undefined;
}

const toCamel = (segment: string) =>
  segment.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/**
 * The form path of a field named by the server (snake_case from the request
 * down), relative to a section: with the prefix personal_information,
 * personal_information.address.postal_code -> address.postalCode; undefined
 * for a field outside the section.
 */
export function toFormPath(prefix: string, field: string): string | undefined {
  if (!field.startsWith(`${prefix}.`)) return undefined;
  return field
    .slice(prefix.length + 1)
    .split('.')
    .map(toCamel)
    .join('.');
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
export function useQuestionnaireForm<Values extends FieldValues, Section extends string, Update>(
  options: StepFormOptions<Values, Section, Update>,
  answers: AnswersSave<Section, Update>,
): QuestionnaireForm<Values> {
  const { t } = useI18n();
  const form = useForm<Values>({ defaultValues: options.defaultValues });
  const [failure, setFailure] = useState<string | undefined>();
  const nextStep = useAdvance();
  const { section, required = [], toUpdate } = options;
  const { sectionFields, validate, save, pending, advance = nextStep } = answers;
  const sectionField = section ? sectionFields[section] : undefined;

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
    // Without toUpdate, the values are the section's: the update has that one field.
    const update = toUpdate ? toUpdate(values) : ((section ? { [section]: values } : {}) as Update);
    const violations = await validate(update);
    if (violations.length > 0) return showViolations(violations);
    try {
      const { progress } = await save(update);
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

  return { form, onSubmit: (event) => void submit(event), pending, failure, errorOf };
}
