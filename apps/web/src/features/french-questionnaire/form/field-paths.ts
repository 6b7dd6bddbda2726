/** The sections of the French questionnaire as named in UpdateOrder. */
export type Section = 'personalInformation' | 'companyDetails' | 'capitalDeposit';

const SNAKE: Record<Section, string> = {
  personalInformation: 'personal_information',
  companyDetails: 'company_details',
  capitalDeposit: 'capital_deposit',
};

const toCamel = (segment: string) =>
  segment.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/**
 * The form path of a field named by the server (snake_case, from the section
 * down), e.g. personal_information.address.postal_code -> address.postalCode;
 * undefined for a field outside the section.
 */
export function toFormPath(section: Section, field: string): string | undefined {
  const prefix = `${SNAKE[section]}.`;
  if (!field.startsWith(prefix)) return undefined;
  return field.slice(prefix.length).split('.').map(toCamel).join('.');
}
