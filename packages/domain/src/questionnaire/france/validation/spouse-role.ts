import { LegalForm } from '@foundly/proto';
import type { SPOUSE_ROLES } from '../answers.js';

export type SpouseRole = (typeof SPOUSE_ROLES)[number];

/**
 * The part a spouse (married or PACS) may take in each business. The status
 * of conjoint collaborateur is open to the spouse of a sole trader and of
 * the sole partner-manager of an EURL, not to the spouse of a SASU's
 * president (Code de commerce art. L121-4 and R121-1). A spouse cannot be a
 * partner (associé) of a one-person company without turning it into a
 * company of two.
 */
const ROLES_BY_LEGAL_FORM: Partial<Record<LegalForm, readonly SpouseRole[]>> = {
  [LegalForm.SASU]: ['NONE', 'EMPLOYEE'],
  [LegalForm.EURL]: ['NONE', 'COLLABORATOR', 'EMPLOYEE'],
  [LegalForm.MICROENTERPRISE]: ['NONE', 'COLLABORATOR', 'EMPLOYEE'],
};

/** The spouse roles a legal form allows. */
export function getSpouseRolesFor(legalForm: LegalForm): readonly SpouseRole[] {
  return ROLES_BY_LEGAL_FORM[legalForm] ?? ['NONE'];
}
