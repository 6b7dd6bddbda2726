import type { FieldViolation } from '../../../errors.js';
import {
  EMPLOYMENT_STATUSES,
  GENDERS,
  IDENTITY_DOCUMENT_TYPES,
  MARITAL_STATUSES,
  MONTHLY_INCOMES,
  PROOF_OF_ADDRESS_TYPES,
  SPOUSE_ROLES,
  type FrenchPersonalInformation,
  type Parent,
  type Spouse,
} from '../answers.js';
import type { ValidationContext } from './context.js';
import {
  checkDate,
  validateAddress,
  validateBirthDetails,
  validateFullName,
  validatePhone,
} from './fields.js';
import { FIELD_MESSAGES } from './messages.js';
import { isValidNir } from './nir.js';
import { getSpouseRolesFor } from './spouse-role.js';
import { checkChoice, checkName, checkText, TEXT_LIMITS } from './text.js';
import { createViolationList, type ViolationList } from './violations.js';

/** A parent the founder does not know has no name to give. */
function validateParent(list: ViolationList, parent: Parent | undefined) {
  if (!parent) return;
  validateFullName(list.at('full_name'), parent.fullName, parent.unknown !== true);
}

function validateSpouse(
  list: ViolationList,
  spouse: Spouse | undefined,
  context: ValidationContext,
) {
  if (!spouse) return;
  const role = spouse.spouseRole;
  const roleMessage = checkChoice(role, SPOUSE_ROLES);
  list.add(
    'spouse_role',
    roleMessage ??
      (role && !getSpouseRolesFor(context.legalForm).includes(role)
        ? FIELD_MESSAGES.notForLegalForm
        : undefined),
  );
  validateFullName(list.at('full_name'), spouse.fullName);
  list.add('birth_name', checkName(spouse.birthName, false));
  list.add(
    'identity_document_type',
    checkChoice(spouse.identityDocumentType, IDENTITY_DOCUMENT_TYPES),
  );
  list.add('gender', checkChoice(spouse.gender, GENDERS));
  validateBirthDetails(list, spouse, context, { founder: false });
}

function checkSocialSecurityNumber(value: string | undefined) {
  if (value === undefined) return undefined;
  if (value.trim() === '') return FIELD_MESSAGES.required;
  return isValidNir(value) ? undefined : FIELD_MESSAGES.nir;
}

/** The violations of the `personal_information` part of an update. */
export function validatePersonalInformation(
  info: FrenchPersonalInformation | undefined,
  context: ValidationContext,
): FieldViolation[] {
  const list = createViolationList('personal_information');
  if (!info) return list.violations;
  validateFullName(list.at('full_name'), info.fullName);
  validateAddress(list.at('address'), info.address, context, { companyAddress: false });
  validatePhone(list.at('phone'), info.phone, context);
  list.add('gender', checkChoice(info.gender, GENDERS));
  validateParent(list.at('first_parent'), info.firstParent);
  validateParent(list.at('second_parent'), info.secondParent);
  validateBirthDetails(list, info, context, { founder: true });
  list.add('marital_status', checkChoice(info.maritalStatus, MARITAL_STATUSES));
  validateSpouse(list.at('spouse'), info.spouse, context);
  list.add('employment_status', checkChoice(info.employmentStatus, EMPLOYMENT_STATUSES));
  list.add('monthly_income', checkChoice(info.monthlyIncome, MONTHLY_INCOMES, false));
  list.add(
    'current_activity',
    checkText(info.currentActivity, {
      required: info.hasCurrentActivity === true,
      max: TEXT_LIMITS.currentActivity,
    }),
  );
  list.add(
    'past_activity.end_date',
    checkDate(info.pastActivity?.endDate, { required: false, latest: context.today }),
  );
  list.add(
    'health_insurance_provider',
    checkText(info.healthInsuranceProvider, {
      required: false,
      max: TEXT_LIMITS.healthInsuranceProvider,
    }),
  );
  list.add('social_security_number', checkSocialSecurityNumber(info.socialSecurityNumber));
  list.add(
    'proof_address_document_type',
    checkChoice(info.proofAddressDocumentType, PROOF_OF_ADDRESS_TYPES),
  );
  list.add(
    'proof_address_date',
    checkDate(info.proofAddressDate, { required: true, latest: context.today }),
  );
  list.add(
    'identity_document_type',
    checkChoice(info.identityDocumentType, IDENTITY_DOCUMENT_TYPES),
  );
  return list.violations;
}
