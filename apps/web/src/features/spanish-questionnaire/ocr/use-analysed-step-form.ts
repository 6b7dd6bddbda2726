import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useQuestionnaireForm } from '../../questionnaire/form/use-questionnaire-form.js';
import { useCurrentOrder } from '../../../hooks/use-area.js';
import { toDomainProgress } from '../../../lib/to-domain-progress.js';
import { useAdvance } from '../../questionnaire/form/use-advance.js';
import { useSaveQuestionnaire, type QuestionnaireUpdate } from '../form/use-save-questionnaire.js';
import type { Section, StepForm, StepFormOptions } from '../form/use-step-form.js';
import { validateUpdate } from '../form/validate-update.js';

const SECTION_FIELDS: Record<Section, string> = {
  personalInformation: 'personal_information',
  businessInformation: 'business_information',
};

export interface AnalysedStepFormOptions<
  Values extends FieldValues,
> extends StepFormOptions<Values> {
  /** Whether, once the answers are saved, the step's documents must be read before moving on. */
  needsAnalysis: (values: Values) => boolean;
}

export interface AnalysedStepForm<Values extends FieldValues> extends StepForm<Values> {
  /** True once saved with documents to read: show the AnalysingScreen instead of the form. */
  analysing: boolean;
}

/**
 * The form of an upload step (spec 02 §2): saved like any Spanish step, then
 * either the analysing screen, which reads the documents and moves on, or
 * the next step straight away when there is nothing new to read.
 */
export function useAnalysedStepForm<Values extends FieldValues>(
  options: AnalysedStepFormOptions<Values>,
): AnalysedStepForm<Values> {
  const { data } = useCurrentOrder();
  const { save, pending } = useSaveQuestionnaire(data?.order?.id ?? '');
  const advance = useAdvance();
  const [analysing, setAnalysing] = useState(false);
  const { section, toUpdate, needsAnalysis } = options;
  const questionnaireForm = useQuestionnaireForm<Values, QuestionnaireUpdate>({
    ...options,
    sectionField: section ? SECTION_FIELDS[section] : undefined,
    toUpdate: (values) => (toUpdate ? toUpdate(values) : section ? { [section]: values } : {}),
    validate: validateUpdate,
    send: async (update) => {
      const response = await save(update);
      return response.progress && toDomainProgress(response.progress);
    },
    advance: async (progress) => {
      if (needsAnalysis(questionnaireForm.form.getValues())) setAnalysing(true);
      else await advance(progress);
    },
  });
  return { ...questionnaireForm, pending, analysing };
}
