import type { FrenchAnswers } from '@foundly/domain';
import type { FieldValues } from 'react-hook-form';
import {
  useQuestionnaireForm,
  type QuestionnaireForm,
  type QuestionnaireFormOptions,
} from '../../questionnaire/form/use-questionnaire-form.js';
import { useCurrentOrder } from '../../../hooks/use-area.js';
import { toDomainProgress } from '../../../lib/to-domain-progress.js';
import { useAdvance } from '../../questionnaire/form/use-advance.js';
import { useSaveOrder, type OrderUpdate } from './use-save-order.js';

/** The sections of the French questionnaire as named in UpdateOrder. */
export type Section = 'personalInformation' | 'companyDetails' | 'capitalDeposit';

const SECTION_FIELDS: Record<Section, string> = {
  personalInformation: 'personal_information',
  companyDetails: 'company_details',
  capitalDeposit: 'capital_deposit',
};

export interface StepFormOptions<Values extends FieldValues> extends Pick<
  QuestionnaireFormOptions<Values, OrderUpdate>,
  'defaultValues' | 'required'
> {
  /** The questionnaire section the values belong to; none for steps that only set metadata. */
  section?: Section;
  /** The update sent for the values; by default the values as the section. */
  toUpdate?: (values: Values) => OrderUpdate;
}

export interface StepForm<Values extends FieldValues> extends QuestionnaireForm<Values> {
  pending: boolean;
}

/**
 * A French questionnaire step's form: the domain's French rules in the
 * browser (the official lists are checked by the server), UpdateOrder to save, then the next step of the returned progress.
 */
export function useStepForm<Values extends FieldValues>(
  options: StepFormOptions<Values>,
): StepForm<Values> {
  const { data } = useCurrentOrder();
  const order = data?.order;
  const { save, pending } = useSaveOrder(order?.id ?? '');
  const advance = useAdvance();
  const { section, toUpdate } = options;
  const questionnaireForm = useQuestionnaireForm<Values, OrderUpdate>({
    ...options,
    sectionField: section ? SECTION_FIELDS[section] : undefined,
    toUpdate: (values) => (toUpdate ? toUpdate(values) : section ? { [section]: values } : {}),
    validate: async (update) => {
      if (!order) return [];
      const { checkFrenchAnswers } = await import('./french-rules.js');
      return checkFrenchAnswers(update as FrenchAnswers, order.legalForm);
    },
    send: async (update) => {
      const response = await save(update);
      return response.progress && toDomainProgress(response.progress);
    },
    advance,
  });
  return { ...questionnaireForm, pending };
}
