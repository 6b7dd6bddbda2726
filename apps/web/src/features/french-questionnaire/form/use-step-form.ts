import { validateFrenchAnswers, type FieldViolation, type FrenchAnswers } from '@foundly/domain';
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
import { useCurrentOrder } from '../../../hooks/use-area.js';
import { toDomainProgress } from './to-domain-progress.js';
import { toFormPath, type Section } from './field-paths.js';
import { todayInFrance } from './today.js';
import { useAdvance } from './use-advance.js';
import { useSaveOrder, type OrderUpdate } from './use-save-order.js';

/** The official lists are checked by the server; the browser checks everything else at once. */
const CHECKED_BY_SERVER = {
  isNafCode: () => true,
  isCommuneCode: () => true,
  isFrenchPostalCode: () => true,
};

export interface StepFormOptions<Values extends FieldValues> {
  /** The questionnaire section the values belong to; none for steps that only set metadata. */
  section?: Section;
  defaultValues: DefaultValues<Values>;
  /** Fields the step cannot be left without. */
  required?: readonly Path<Values>[];
  /** The update sent for the values; by default the values as the section. */
  toUpdate?: (values: Values) => OrderUpdate;
}

export interface StepForm<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  onSubmit: (event: FormEvent) => void;
  pending: boolean;
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
 * A questionnaire step's form: checks required fields and the domain's rules
 * in the browser, saves with UpdateOrder, shows the server's field errors
 * beside their fields, then moves to the next step of the returned progress.
 */
export function useStepForm<Values extends FieldValues>(
  options: StepFormOptions<Values>,
): StepForm<Values> {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const order = data?.order;
  const { save, pending } = useSaveOrder(order?.id ?? '');
  const advance = useAdvance();
  const form = useForm<Values>({ defaultValues: options.defaultValues });
  const [failure, setFailure] = useState<string | undefined>();
  const { section, required = [], toUpdate } = options;

  const showViolations = useCallback(
    (violations: readonly { field: string; message: string }[]) => {
      let unplaced: string | undefined;
      for (const violation of violations) {
        const path = section ? toFormPath(section, violation.field) : undefined;
        if (path) form.setError(path as Path<Values>, { message: violation.message });
        else unplaced ??= violation.message;
      }
      setFailure(unplaced ? t(unplaced as MessageKey) : undefined);
    },
    [form, section, t],
  );

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    const missing = required.filter((path) => isEmpty(get(values, path)));
    for (const path of missing) form.setError(path, { message: 'errors.field.required' });
    if (missing.length > 0 || !order) return;
    const update = toUpdate ? toUpdate(values) : section ? { [section]: values } : {};
    const violations: FieldViolation[] = validateFrenchAnswers(
      update as FrenchAnswers,
      order.legalForm,
      CHECKED_BY_SERVER,
      todayInFrance(),
    );
    if (violations.length > 0) return showViolations(violations);
    try {
      const response = await save(update);
      if (response.progress) await advance(toDomainProgress(response.progress));
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

  return {
    form,
    onSubmit: (event) => void submit(event),
    pending,
    failure,
    errorOf,
  };
}
