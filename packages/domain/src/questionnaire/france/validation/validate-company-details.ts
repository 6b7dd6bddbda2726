import { LegalForm } from '@foundly/proto';
import type { FieldViolation } from '../../../errors.js';
import {
  ACTIVITY_TYPES,
  ADDRESS_TYPES,
  PAYMENT_VOLUMES,
  SOCIAL_SECURITY_FREQUENCIES,
  VAT_FREQUENCIES,
  VAT_REGIMES,
  type FrenchCompanyDetails,
} from '../answers.js';
import { getSocialObjectMinLength, isCompanyDuration, isVatFrequencyOf } from './company.js';
import type { ValidationContext } from './context.js';
import { isDayOfYear } from './dates.js';
import { isEmailAddress } from './email.js';
import { checkDate, validateAddress, validatePhone } from './fields.js';
import { FIELD_MESSAGES, type FieldMessage } from './messages.js';
import { checkChoice, checkText, TEXT_LIMITS } from './text.js';
import { createViolationList, type ViolationList } from './violations.js';

/**
 * A company declares one to three activities (NAF rev. 2 sub-classes): the
 * registry records a main activity and the formalities allow two more.
 */
export const MAX_ACTIVITIES = 3;

function checkActivities(codes: readonly string[] | undefined, context: ValidationContext) {
  if (codes === undefined) return undefined;
  if (codes.length === 0) return FIELD_MESSAGES.required;
  if (codes.length > MAX_ACTIVITIES) return FIELD_MESSAGES.tooManyActivities;
  if (new Set(codes).size !== codes.length) return FIELD_MESSAGES.duplicateActivity;
  return codes.every((code) => context.reference.isNafCode(code))
    ? undefined
    : FIELD_MESSAGES.nafCode;
}

function validateVat(list: ViolationList, vta: FrenchCompanyDetails['vta']) {
  if (!vta) return;
  const regimeMessage = checkChoice(vta.regime, VAT_REGIMES);
  const frequencyMessage = checkChoice(vta.frequency, VAT_FREQUENCIES, false);
  list.add('regime', regimeMessage);
  list.add('frequency', frequencyMessage);
  if (vta.regime === undefined || regimeMessage || frequencyMessage) return;
  if (!isVatFrequencyOf(vta.regime, vta.frequency))
    list.add('frequency', FIELD_MESSAGES.vatFrequency);
}

function checkEndOfFiscalYear(value: string | undefined) {
  if (value === undefined) return undefined;
  if (value.trim() === '') return FIELD_MESSAGES.required;
  return isDayOfYear(value.trim()) ? undefined : FIELD_MESSAGES.fiscalYearEnd;
}

function checkEmail(value: string | undefined) {
  if (value === undefined) return undefined;
  if (value.trim() === '') return FIELD_MESSAGES.required;
  return isEmailAddress(value.trim()) ? undefined : FIELD_MESSAGES.email;
}

/**
 * The versement libératoire (income tax paid with the social contributions)
 * exists only under the micro-entrepreneur regime (CGI art. 151-0).
 */
function checkWithholdingTax(value: boolean | undefined, legalForm: LegalForm) {
  return value !== undefined && legalForm !== LegalForm.MICROENTERPRISE
    ? FIELD_MESSAGES.notForLegalForm
    : undefined;
}

/**
 * A SASU's president is paid as an employee (assimilé salarié): the company
 * pays contributions on the salary, and there is no URSSAF frequency to choose.
 */
function checkSocialSecurityFrequency(
  value: string | undefined,
  legalForm: LegalForm,
): FieldMessage | undefined {
  if (value !== undefined && value !== '' && legalForm === LegalForm.SASU) {
    return FIELD_MESSAGES.notForLegalForm;
  }
  return checkChoice(value, SOCIAL_SECURITY_FREQUENCIES);
}

/** The violations of the `company_details` part of an update. */
export function validateCompanyDetails(
  details: FrenchCompanyDetails | undefined,
  context: ValidationContext,
): FieldViolation[] {
  const list = createViolationList('company_details');
  if (!details) return list.violations;
  const { legalForm } = context;
  list.add(
    'company_name',
    checkText(details.companyName, {
      required: legalForm !== LegalForm.MICROENTERPRISE,
      max: TEXT_LIMITS.companyName,
    }),
  );
  validateAddress(list.at('address'), details.address, context, { companyAddress: true });
  validatePhone(list.at('phone'), details.phone, context);
  list.add('activities', checkActivities(details.activities, context));
  list.add('activity_type', checkChoice(details.activityType, ACTIVITY_TYPES));
  list.add(
    'social_object',
    checkText(details.socialObject, {
      required: true,
      min: getSocialObjectMinLength(legalForm),
      max: TEXT_LIMITS.socialObject,
    }),
  );
  if (details.companyDuration !== undefined && !isCompanyDuration(details.companyDuration)) {
    list.add('company_duration', FIELD_MESSAGES.companyDuration);
  }
  validateVat(list.at('vta'), details.vta);
  list.add('end_of_fiscal_year', checkEndOfFiscalYear(details.endOfFiscalYear));
  list.add('monthly_payment_volume', checkChoice(details.monthlyPaymentVolume, PAYMENT_VOLUMES));
  list.add('email', checkEmail(details.email));
  list.add('withholding_tax', checkWithholdingTax(details.withholdingTax, legalForm));
  list.add(
    'social_security_payment_frequency',
    checkSocialSecurityFrequency(details.socialSecurityPaymentFrequency, legalForm),
  );
  list.add('address_type', checkChoice(details.addressType, ADDRESS_TYPES));
  list.add(
    'proof_address_date',
    checkDate(details.proofAddressDate, { required: true, latest: context.today }),
  );
  return list.violations;
}
