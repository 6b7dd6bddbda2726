import type { FieldValues } from 'react-hook-form';
import {
  useQuestionnaireForm,
  type QuestionnaireForm,
  type QuestionnaireFormOptions,
} from '../../questionnaire/form/use-questionnaire-form.js';
import { useCurrentOrder } from '../../../hooks/use-area.js';
import { toDomainProgress } from '../../../lib/to-domain-progress.js';
import { useAdvance } from '../../questionnaire/form/use-advance.js';
import { useSaveQuestionnaire, type QuestionnaireUpdate } from './use-save-questionnaire.js';
import { validateUpdate } from './validate-update.js';

/** The sections of the Spanish questionnaire as named in UpdateQuestionnaire. */
export type Section = 'personalInformation' | 'businessInformation';

const SECTION_FIELDS: Record<Section, string> = {
  personalInformation: 'personal_information',
  businessInformation: 'business_information',
};

export interface StepFormOptions<Values extends FieldValues> extends Pick<
  QuestionnaireFormOptions<Values, QuestionnaireUpdate>,
  'defaultValues' | 'required'
> {
  /** The questionnaire section the values belong to; none for steps that only set metadata. */
  section?: Section;
  /** The update sent for the values; by default the values as the section. */
  toUpdate?: (values: Values) => QuestionnaireUpdate;
}

export interface StepForm<Values extends FieldValues> extends QuestionnaireForm<Values> {
  pending: boolean;
}

/**
 * A Spanish questionnaire step's form: the domain's Spanish rules in the
 * browser, UpdateQuestionnaire to save, then the next step of the funnel or
 * the hub.
 */
export function useStepForm<Values extends FieldValues>(
  options: StepFormOptions<Values>,
): StepForm<Values> {
  const { data } = useCurrentOrder();
  const { save, pending } = useSaveQuestionnaire(data?.order?.id ?? '');
  const advance = useAdvance();
  const { section, toUpdate } = options;
  const questionnaireForm = useQuestionnaireForm<Values, QuestionnaireUpdate>({
    ...options,
    sectionField: section ? SECTION_FIELDS[section] : undefined,
    toUpdate: (values) => (toUpdate ? toUpdate(values) : section ? { [section]: values } : {}),
    validate: validateUpdate,
    send: async (update) => {
      const response = await save(update);
      return response.progress && toDomainProgress(response.progress);
    },
    advance,
  });
  return { ...questionnaireForm, pending };
}
