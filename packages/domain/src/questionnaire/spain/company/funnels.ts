import { LegalForm } from '@foundly/proto';
import type {
  QuestionnaireContext,
  QuestionnaireDefinition,
  StepDefinition,
} from '../../definition.js';
import type { SpanishAnswers } from '../answers.js';
import { SPANISH_QUESTIONNAIRE } from '../funnels.js';
import type { SpanishCompanyAnswers } from './answers.js';
import { findStepViolations } from './validation.js';

type Context = QuestionnaireContext<SpanishAnswers>;

const funnelOf = (name: string) => {
  const funnel = SPANISH_QUESTIONNAIRE.funnels.find((candidate) => candidate.name === name);
  if (!funnel) throw new Error(`No Spanish funnel ${name}`);
  return funnel;
};

/** A step complete when its answers, saved, hold against the rules they were saved with. */
const companyStep = (
  name: string,
  section: keyof SpanishCompanyAnswers,
): StepDefinition<SpanishAnswers> => ({
  name,
  isComplete: (context: Context) =>
    findStepViolations(section, context.answers.spanishCompany ?? {}, {
      form: context.legalForm === LegalForm.SA ? LegalForm.SA : LegalForm.SL,
    }).length === 0,
});

/**
 * The questionnaire of a Spanish SL or SA (issue 19): the autónomo's
 * pre-payment, then the company's funnel, one step per part of the deed (the
 * names for the certificación negativa, the registered office, the corporate
 * purpose, the share capital, the shareholders, the directors, the statutes),
 * the summary once both are complete, and the signature of the mandate. The
 * autónomo's certificate, personal and business funnels (the AEAT and
 * TGSS registration of a self-employed person) are not asked.
 */
export const SPANISH_COMPANY_QUESTIONNAIRE: QuestionnaireDefinition<SpanishAnswers> = {
  funnels: [
    funnelOf('pre-payment'),
    {
      name: 'company-formation',
      steps: [
        companyStep('company-names', 'names'),
        companyStep('registered-office', 'registeredOffice'),
        companyStep('corporate-purpose', 'corporatePurpose'),
        companyStep('share-capital', 'shareCapital'),
        companyStep('shareholders', 'shareholders'),
        companyStep('directors', 'administration'),
        companyStep('statutes', 'statutes'),
      ],
    },
    { ...funnelOf('final-summary'), requires: ['pre-payment', 'company-formation'] },
    funnelOf('e-signature'),
  ],
};
