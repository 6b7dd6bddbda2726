import type { FrenchAnswers } from '@foundly/domain';
import type { FieldValues } from '../../../lib/form/paths.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import {
  useQuestionnaireForm,
  type QuestionnaireForm,
  type StepFormOptions as QuestionnaireStepFormOptions,
} from '../../questionnaire/form/use-questionnaire-form.js';
import { useSaveFrenchAnswers, type OrderUpdate } from '../api/use-save-french-answers.js';

/** The sections of the French questionnaire as named in UpdateOrder. */
export type Section = 'personalInformation' | 'companyDetails' | 'capitalDeposit';

const SECTION_FIELDS: Record<Section, string> = {
  personalInformation: 'personal_information',
  companyDetails: 'company_details',
  capitalDeposit: 'capital_deposit',
};

export type StepFormOptions<Values extends FieldValues> = QuestionnaireStepFormOptions<
  Values,
  Section,
  OrderUpdate
>;

/**
 * A French questionnaire step's form: the domain's French rules in the
 * browser (the official lists are checked by the server), UpdateOrder to
 * save, then where the French questionnaire leads from the step.
 */
export function useStepForm<Values extends FieldValues>(
  options: StepFormOptions<Values>,
): QuestionnaireForm<Values> {
  const { data } = useCurrentOrder();
  const order = data?.order;
  const { save, pending } = useSaveFrenchAnswers(order?.id ?? '');
  return useQuestionnaireForm(options, {
    sectionFields: SECTION_FIELDS,
    validate: async (update) => {
      if (!order) return [];
      const { checkFrenchAnswers } = await import('./french-rules.js');
      return checkFrenchAnswers(update as FrenchAnswers, order.legalForm);
    },
    save,
    pending,
  });
}
