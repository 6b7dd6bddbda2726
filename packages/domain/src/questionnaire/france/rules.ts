import { AddressType } from '@foundly/proto';
import { normaliseNir } from './validation/nir.js';
import type { FrenchAnswers, FrenchCompanyDetails, PostalAddress } from './answers.js';

/** Values proposed before the founder answers (spec 01 §3, §9). */
export const FRENCH_DEFAULTS = {
  companyDuration: 99,
  endOfFiscalYear: '31/12',
  withholdingTax: true,
} as const satisfies Partial<FrenchCompanyDetails>;

/** The company details with the defaults filled in where nothing was answered. */
export function withFrenchDefaults(
  details: FrenchCompanyDetails | undefined,
): FrenchCompanyDetails {
  return {
    ...details,
    companyDuration: details?.companyDuration ?? FRENCH_DEFAULTS.companyDuration,
    endOfFiscalYear: details?.endOfFiscalYear ?? FRENCH_DEFAULTS.endOfFiscalYear,
    withholdingTax: details?.withholdingTax ?? FRENCH_DEFAULTS.withholdingTax,
  };
}

/** 'city-postalcode', as the city is shown beside its postal code (spec 01 §5). */
export function formatCityPostalCode(address: PostalAddress | undefined): string {
  return [address?.city?.trim(), address?.postalCode?.trim()].filter(Boolean).join('-');
}

/**
 * The rules applied to the answers after each merge (spec 01 §5): the
 * personal address is copied to the company when the company is registered
 * there (and then it is the founder's home), the spouse's birth name is
 * trimmed, and the social security number is kept without its spaces.
 */
export function applyFrenchRules(answers: FrenchAnswers): FrenchAnswers {
  const company = answers.companyDetails;
  const personal = answers.personalInformation && {
    ...answers.personalInformation,
    ...(answers.personalInformation.socialSecurityNumber !== undefined
      ? { socialSecurityNumber: normaliseNir(answers.personalInformation.socialSecurityNumber) }
      : {}),
  };
  const spouse = personal?.spouse;
  return {
    ...answers,
    ...(personal
      ? {
          personalInformation:
            spouse?.birthName !== undefined
              ? { ...personal, spouse: { ...spouse, birthName: spouse.birthName.trim() } }
              : personal,
        }
      : {}),
    ...(company?.isRegisteredAddressSameAsPersonalAddress === true
      ? {
          companyDetails: {
            ...company,
            addressType: AddressType.HOME,
            ...(personal?.address ? { address: { ...personal.address } } : {}),
          },
        }
      : {}),
  };
}
