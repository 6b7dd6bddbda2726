import type { FieldValues } from '../../../lib/form/paths.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import {
  useQuestionnaireForm,
  type AnswersSave,
  type QuestionnaireForm,
  type StepFormOptions as QuestionnaireStepFormOptions,
} from '../../questionnaire/form/use-questionnaire-form.js';
import {
  useSaveSpanishAnswers,
  type QuestionnaireUpdate,
} from '../api/use-save-spanish-answers.js';
import { validateUpdate } from './validate-update.js';

/** The sections of the Spanish questionnaire as named in UpdateQuestionnaire. */
export type Section = 'personalInformation' | 'businessInformation';

const SECTION_FIELDS: Record<Section, string> = {
  personalInformation: 'personal_information',
  businessInformation: 'business_information',
};

export type StepFormOptions<Values extends FieldValues> = QuestionnaireStepFormOptions<
  Values,
  Section,
  QuestionnaireUpdate
>;

/** How the Spanish steps check their answers (the domain's Spanish rules) and save them. */
export function useSpanishAnswersSave(): AnswersSave<Section, QuestionnaireUpdate> {
  const { data } = useCurrentOrder();
  const { save, pending } = useSaveSpanishAnswers(data?.order?.id ?? '');
  return { sectionFields: SECTION_FIELDS, validate: validateUpdate, save, pending };
}

/**
 * A Spanish questionnaire step's form: the domain's Spanish rules in the
 * browser, UpdateQuestionnaire to save, then the next step of the funnel or
 * the hub.
 */
export function useStepForm<Values extends FieldValues>(
  options: StepFormOptions<Values>,
): QuestionnaireForm<Values> {
  return useQuestionnaireForm(options, useSpanishAnswersSave());
}
