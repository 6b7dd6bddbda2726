import { CountryCode, LegalForm } from '@foundly/proto';

const FORMS_BY_COUNTRY: Record<CountryCode, readonly LegalForm[]> = {
  [CountryCode.UNSPECIFIED]: [],
  [CountryCode.FR]: [LegalForm.SASU, LegalForm.EURL, LegalForm.MICROENTERPRISE],
  [CountryCode.ES]: [LegalForm.AUTONOMO, LegalForm.SA, LegalForm.SL],
  [CountryCode.UK]: [LegalForm.LTD],
};

const FORMS_BY_NAME: Record<string, LegalForm> = {
  sasu: LegalForm.SASU,
  eurl: LegalForm.EURL,
  microenterprise: LegalForm.MICROENTERPRISE,
  'micro-entreprise': LegalForm.MICROENTERPRISE,
  microentreprise: LegalForm.MICROENTERPRISE,
  autonomo: LegalForm.AUTONOMO,
  autónomo: LegalForm.AUTONOMO,
  sa: LegalForm.SA,
  sl: LegalForm.SL,
  ltd: LegalForm.LTD,
};

/** The legal forms a country offers. */
export function getLegalFormsOf(country: CountryCode): readonly LegalForm[] {
  return FORMS_BY_COUNTRY[country];
}

/** Whether a legal form is offered in a country. */
export function isLegalFormOf(country: CountryCode, form: LegalForm): boolean {
  return FORMS_BY_COUNTRY[country].includes(form);
}

/**
 * Reads the `legal_form` query parameter of /create-customer, matched
 * case-insensitively (SASU, sasu, Sasu…); undefined when it names no form.
 */
export function parseLegalForm(value: string | undefined): LegalForm | undefined {
  if (!value) return undefined;
  return FORMS_BY_NAME[value.trim().toLowerCase()];
}

/** Reads a `country` query parameter (FR, ES, UK, GB), case-insensitively. */
export function parseCountryCode(value: string | undefined): CountryCode | undefined {
  switch (value?.trim().toUpperCase()) {
    case 'FR':
      return CountryCode.FR;
    case 'ES':
      return CountryCode.ES;
    case 'UK':
    case 'GB':
      return CountryCode.UK;
    default:
      return undefined;
  }
}

export function isMicroEnterprise(form: LegalForm): boolean {
  return form === LegalForm.MICROENTERPRISE;
}

/** The country that offers a legal form. */
export function getCountryOfLegalForm(form: LegalForm): CountryCode {
  for (const country of [CountryCode.FR, CountryCode.ES, CountryCode.UK]) {
    if (FORMS_BY_COUNTRY[country].includes(form)) return country;
  }
  return CountryCode.UNSPECIFIED;
}
