import { BusinessType, Currency, FiscalTerritory, Mutual, YesNo } from '@foundly/proto';
import type { FieldViolation } from '../../../errors.js';
import type { IsoDate } from '../../france/validation/dates.js';
import { isPersonName } from '../../france/validation/text.js';
import type { Parent } from '../../france/answers.js';
import type { SpanishBusinessInformation } from '../answers.js';
import { checkDate, checkEnum, checkText, getChoices } from './checks.js';
import { IBAN_MAX_TYPED_LENGTH, isSpanishIban, normaliseIban } from './iban.js';
import {
  ACTIVITY_DESCRIPTION_MIN_LENGTH,
  getEarliestStartDate,
  SPANISH_TEXT_LIMITS as LIMITS,
} from './limits.js';
import { SPANISH_FIELD_MESSAGES as MESSAGES } from './messages.js';
import { getNussProblem, NUSS_MAX_TYPED_LENGTH } from './nuss.js';
import { createViolationList, type ViolationList } from './violations.js';

const FISCAL_TERRITORIES = getChoices(FiscalTerritory);
const CURRENCIES = getChoices(Currency);
const BUSINESS_TYPES = getChoices(BusinessType);
const MUTUALS = getChoices(Mutual);
const YES_NO = [YesNo.TRUE, YesNo.FALSE];

/**
 * The social security number: required when the founder has one; as typed,
 * separators included, at most NUSS_MAX_TYPED_LENGTH characters; then 11 or
 * 12 digits with their control.
 */
function checkNuss(value: string | undefined, hasNumber: YesNo | undefined) {
  if (value === undefined) return undefined;
  if (value.trim() === '') return hasNumber === YesNo.TRUE ? MESSAGES.required : undefined;
  if (value.trim().length > NUSS_MAX_TYPED_LENGTH) return MESSAGES.tooLong;
  const problem = getNussProblem(value);
  if (problem === 'length') return MESSAGES.nafLength;
  return problem === 'control' ? MESSAGES.nafControl : undefined;
}

/**
 * Without a social security number, social security identifies the founder
 * with their parents' first names (spec 02 §2 naf): then required.
 */
function validateParent(list: ViolationList, parent: Parent | undefined, required: boolean) {
  if (!parent?.fullName) return;
  const name = (value: string | undefined, isRequired: boolean) =>
    checkText(value, {
      required: isRequired,
      max: LIMITS.parentName,
      pattern: { test: isPersonName, message: MESSAGES.name },
    });
  list.add('full_name.first', name(parent.fullName.first, required));
  list.add('full_name.middle', name(parent.fullName.middle, false));
  list.add('full_name.last', name(parent.fullName.last, false));
}

function checkStartDate(value: string | undefined, today: IsoDate) {
  const message = checkDate(value, true);
  if (message !== undefined || value === undefined) return message;
  return value.trim() < getEarliestStartDate(today) ? MESSAGES.startDateTooEarly : undefined;
}

/** An estimate of the monthly net benefit: a number, zero or more (a loss is not estimated here). */
function checkMonthlyBenefit(value: number | undefined) {
  if (value === undefined) return undefined;
  if (!Number.isFinite(value)) return MESSAGES.required;
  return value < 0 ? MESSAGES.negativeAmount : undefined;
}

/**
 * The IBAN as typed: at most 34 characters, then, without spaces and
 * upper-cased, a Spanish IBAN with its checksums. Empty, it clears the field
 * (the founder may upload a statement instead) unless the update carries the
 * review step's declarations, which need the IBAN they are about.
 */
function checkIban(value: string | undefined, withDeclarations: boolean) {
  if (value === undefined) return undefined;
  if (value.length > IBAN_MAX_TYPED_LENGTH) return MESSAGES.tooLong;
  if (normaliseIban(value) === '') return withDeclarations ? MESSAGES.required : undefined;
  return isSpanishIban(value) ? undefined : MESSAGES.iban;
}

/** Once an IBAN is typed, the founder declares they hold the account and accepts the direct debits. */
function checkDeclaration(value: boolean | undefined, ibanTyped: boolean) {
  return value !== undefined && value !== true && ibanTyped ? MESSAGES.checkboxRequired : undefined;
}

/** The violations of the `business_information` part of an update. */
export function validateSpanishBusinessInformation(
  info: SpanishBusinessInformation | undefined,
  today: IsoDate,
): FieldViolation[] {
  const list = createViolationList('business_information');
  if (!info) return list.violations;
  list.add(
    'fiscal_territory',
    checkEnum(info.fiscalTerritory, FISCAL_TERRITORIES, { required: true }),
  );
  list.add(
    'has_social_security_number',
    checkEnum(info.hasSocialSecurityNumber, YES_NO, { required: true }),
  );
  list.add(
    'naf_social_security_number',
    checkNuss(info.nafSocialSecurityNumber, info.hasSocialSecurityNumber),
  );
  const parentsRequired = info.hasSocialSecurityNumber === YesNo.FALSE;
  validateParent(list.at('first_parent'), info.firstParent, parentsRequired);
  validateParent(list.at('second_parent'), info.secondParent, parentsRequired);
  list.add(
    'activity_description',
    checkText(info.activityDescription, {
      required: true,
      max: LIMITS.activity,
      min: { length: ACTIVITY_DESCRIPTION_MIN_LENGTH, message: MESSAGES.activityTooShort },
    }),
  );
  list.add(
    'has_previous_unemployed_activity',
    checkEnum(info.hasPreviousUnemployedActivity, YES_NO, { required: true }),
  );
  const previouslyUnemployed = info.hasPreviousUnemployedActivity === YesNo.TRUE;
  list.add(
    'previous_unemployed_activity.activity',
    checkText(info.previousUnemployedActivity?.activity, {
      required: previouslyUnemployed,
      max: LIMITS.activity,
    }),
  );
  list.add(
    'previous_unemployed_activity.discharge_date',
    checkDate(info.previousUnemployedActivity?.dischargeDate, previouslyUnemployed),
  );
  list.add('monthly_net_benefit_estimation', checkMonthlyBenefit(info.monthlyNetBenefitEstimation));
  list.add('currency', checkEnum(info.currency, CURRENCIES, { required: true }));
  list.add('expected_start_date', checkStartDate(info.expectedStartDate, today));
  list.add(
    'trades_internationally',
    checkEnum(info.tradesInternationally, YES_NO, { required: true }),
  );
  list.add('business_type', checkEnum(info.businessType, BUSINESS_TYPES, { required: true }));
  list.add('has_mutual_insurance', checkEnum(info.hasMutualInsurance, YES_NO, { required: true }));
  list.add(
    'mutual_selection',
    checkEnum(info.mutualSelection, MUTUALS, {
      required: info.hasMutualInsurance === YesNo.TRUE,
    }),
  );
  const withDeclarations =
    info.accountOwnershipAttestation !== undefined || info.acceptedDirectDebit !== undefined;
  list.add('iban', checkIban(info.iban, withDeclarations));
  const ibanTyped = normaliseIban(info.iban ?? '') !== '';
  list.add(
    'account_ownership_attestation',
    checkDeclaration(info.accountOwnershipAttestation, ibanTyped),
  );
  list.add('accepted_direct_debit', checkDeclaration(info.acceptedDirectDebit, ibanTyped));
  return list.violations;
}
