import { mergeAnswers, validateSpanishCompany, type SpanishCompanyAnswers } from '@foundly/domain';
import { LegalForm } from '@foundly/proto';
import { todayInSpain } from '../../questionnaire/today.js';
import type { CompanyStep } from './company-step.js';

/**
 * The company's rules on a step before it is sent, with the answers saved
 * (the shares against the capital, a unipersonal name against the
 * shareholders); the CNAE classes are checked by their format, the server
 * checks them against the official list.
 */
export function checkCompanyStep(
  step: CompanyStep,
  saved: SpanishCompanyAnswers,
  legalForm: LegalForm | undefined,
) {
  const update = step as SpanishCompanyAnswers;
  return validateSpanishCompany(update, mergeAnswers(saved, update), {
    form: legalForm === LegalForm.SA ? LegalForm.SA : LegalForm.SL,
    today: todayInSpain(),
  });
}
