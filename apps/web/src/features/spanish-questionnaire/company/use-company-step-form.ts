import type { SpanishCompanyAnswers } from '@foundly/domain';
import type { FieldValues } from '../../../lib/form/paths.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import {
  useQuestionnaireForm,
  type QuestionnaireForm,
  type StepFormOptions,
} from '../../questionnaire/form/use-questionnaire-form.js';
import {
  useSaveSpanishAnswers,
  type QuestionnaireUpdate,
} from '../api/use-save-spanish-answers.js';
import type { CompanyStep } from './company-step.js';

/** The step's values and the company step they are sent as. */
export interface CompanyStepFormOptions<Values extends FieldValues> {
  defaultValues: StepFormOptions<Values, 'company', QuestionnaireUpdate>['defaultValues'];
  required?: StepFormOptions<Values, 'company', QuestionnaireUpdate>['required'];
  toStep: (values: Values) => CompanyStep;
}

/** The answers saved so far, as the company's rules read them. */
export function useSavedCompany(): SpanishCompanyAnswers {
  const { data } = useCurrentOrder();
  return (data?.questionnaire?.spanishCompany ?? {}) as SpanishCompanyAnswers;
}

/**
 * A step of an SL's or SA's questionnaire: the company's rules (loaded with the
 * first submit) on the step merged with the answers saved, UpdateQuestionnaire
 * to save it whole, then the next step of the funnel or the hub. Field errors
 * come back under `company.` and land on the step's fields.
 */
export function useCompanyStepForm<Values extends FieldValues>(
  options: CompanyStepFormOptions<Values>,
): QuestionnaireForm<Values> {
  const { data } = useCurrentOrder();
  const saved = useSavedCompany();
  const { save, pending } = useSaveSpanishAnswers(data?.order?.id ?? '');
  const legalForm = data?.order?.legalForm;
  return useQuestionnaireForm<Values, 'company', QuestionnaireUpdate>(
    {
      section: 'company',
      defaultValues: options.defaultValues,
      ...(options.required ? { required: options.required } : {}),
      toUpdate: (values) => ({ company: options.toStep(values) }),
    },
    {
      sectionFields: { company: 'company' },
      async validate(update) {
        const { checkCompanyStep } = await import('./company-rules.js');
        return checkCompanyStep(update.company ?? {}, saved, legalForm);
      },
      save,
      pending,
    },
  );
}
