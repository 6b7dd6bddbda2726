import { expect, type APIRequestContext } from '@playwright/test';
import { asOperator } from './banking.js';
import { rpc, setOrderStatus } from './documents.js';
import { signUpThroughApi, uniqueEmail } from './journeys.js';
import type { WebLocale } from './messages.js';

/** Turns the compliance-tool flag on or off, as an operator does from the back-office. */
export async function setComplianceFlag(baseURL: string, enabled: boolean) {
  await asOperator(baseURL, (operator) =>
    rpc(operator, 'BackofficeService/SetFeatureFlag', { name: 'compliance_tool', enabled }),
  );
}

export interface ComplianceFounder {
  name: string;
  email: string;
  orderId: string;
  company: string;
}

/**
 * A founder of a French SASU whose company is formed (development route), signed up through the
 * API: the page's request context is theirs.
 */
export async function createSasuFounder(
  request: APIRequestContext,
  locale: WebLocale,
  name = 'Inès Moreau',
  company = 'Moreau Conseil',
): Promise<ComplianceFounder> {
  const founder = {
    name,
    email: uniqueEmail(`compliance-${locale}`),
    password: 'e2e-password-compliance',
    locale,
  };
  await signUpThroughApi(request, founder);
  await rpc(request, 'CustomerService/GetOrCreateCustomer', {});
  const { order } = await rpc<{ order: { id: string } }>(request, 'OrderService/CreateOrder', {
    countryCode: 'COUNTRY_CODE_FR',
    companyLegalForm: 'LEGAL_FORM_SASU',
    companyName: company,
  });
  await setOrderStatus(request, order.id, 'COMPANY_FORMED');
  return { name, email: founder.email, orderId: order.id, company };
}

/** A SASU with employees, year end 31 December, normal VAT monthly. */
export const SASU_ANSWERS: readonly [string, string[]][] = [
  ['fr.year_end', ['dec31']],
  ['fr.first_year_long', ['no']],
  ['fr.vat_regime', ['reel_normal']],
  ['fr.vat_frequency', ['monthly']],
  ['fr.employees', ['yes']],
  ['fr.personal_data', ['yes']],
  ['fr.sales_channels', ['online']],
  ['fr.regulated', ['no']],
];

/** Answers the founder's questionnaire through the RPCs and generates the plan. */
export async function createPlanThroughApi(
  request: APIRequestContext,
  orderId: string,
  answers: readonly [string, string[]][] = SASU_ANSWERS,
) {
  const { questionnaire } = await rpc<{ questionnaire: { id: string } }>(
    request,
    'ComplianceService/GenerateComplianceQuestionnaire',
    { orderId, country: 'fr' },
  );
  for (const [questionId, answerIds] of answers) {
    await rpc(request, 'ComplianceService/UpdateComplianceQuestionnaire', {
      orderId,
      country: 'fr',
      questionnaireId: questionnaire.id,
      questionId,
      answerIds,
    });
  }
  const { plan } = await rpc<{ plan: { id: string; approvalStatus: string } }>(
    request,
    'ComplianceService/GenerateCompliancePlan',
    { orderId, country: 'fr' },
  );
  expect(plan.id).toBeTruthy();
  return plan;
}
