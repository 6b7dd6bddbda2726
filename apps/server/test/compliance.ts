import { CountryCode, LegalForm, type ComplianceQuestionnaire } from '@foundly/proto';
import { orderStatusChanges } from '../src/db/schema/index.js';
import { setFeatureFlag } from '../src/modules/feature-flags/index.js';
import type { OrderingCustomer } from './caller-checks.js';
import type { TestApp } from './harness.js';
import { signUpWithDraft } from './payments.js';

/** The answers of a SASU with employees, year end 31 December, normal VAT monthly. */
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

/** A UK limited company's answers: VAT-registered, employing, handling personal data. */
export const UK_ANSWERS: readonly [string, string[]][] = [
  ['uk.default_ard', ['yes']],
  ['uk.vat_turnover', ['over']],
  ['uk.employees', ['yes']],
  ['uk.personal_data', ['yes']],
  ['uk.regulated', ['no']],
];

/** Turns the compliance tool on or off for every account. */
export function setComplianceFlag(app: TestApp, enabled: boolean) {
  return setFeatureFlag(app.context.db, 'compliance_tool', enabled);
}

/** A founder with a French order of a legal form (SASU unless told), formed on `formedOn`. */
export async function signUpComplianceFounder(
  app: TestApp,
  options: { legalForm?: LegalForm; country?: CountryCode; formedOn?: string } = {},
): Promise<OrderingCustomer> {
  const founder = await signUpWithDraft(app, {
    countryCode: options.country ?? CountryCode.FR,
    companyLegalForm: options.legalForm ?? LegalForm.SASU,
  });
  if (options.formedOn) {
    await app.context.db.insert(orderStatusChanges).values({
      id: crypto.randomUUID(),
      orderId: founder.order.id,
      fromStatus: 'PROCESSING_REGISTRY',
      toStatus: 'COMPANY_FORMED',
      actor: 'operator',
      createdAt: new Date(`${options.formedOn}T10:00:00Z`),
    });
  }
  return founder;
}

/** Generates the founder's questionnaire and answers it, question by question, through the RPCs. */
export async function answerQuestionnaire(
  founder: OrderingCustomer,
  answers: readonly [string, string[]][],
  country = 'fr',
): Promise<ComplianceQuestionnaire> {
  const { questionnaire } = await founder.rpc.compliance.generateComplianceQuestionnaire({
    orderId: founder.order.id,
    country,
  });
  let latest = questionnaire!;
  for (const [questionId, answerIds] of answers) {
    const updated = await founder.rpc.compliance.updateComplianceQuestionnaire({
      orderId: founder.order.id,
      country,
      questionnaireId: latest.id,
      questionId,
      answerIds,
    });
    latest = updated.questionnaire!;
  }
  return latest;
}

/** A founder with a generated plan from the answers given. */
export async function signUpWithPlan(
  app: TestApp,
  answers: readonly [string, string[]][] = SASU_ANSWERS,
  options: { legalForm?: LegalForm; country?: CountryCode; formedOn?: string } = {},
) {
  const founder = await signUpComplianceFounder(app, { formedOn: '2026-03-10', ...options });
  const country = options.country === CountryCode.UK ? 'uk' : 'fr';
  await answerQuestionnaire(founder, answers, country);
  const { plan } = await founder.rpc.compliance.generateCompliancePlan({
    orderId: founder.order.id,
    country,
  });
  return { founder, plan: plan! };
}
