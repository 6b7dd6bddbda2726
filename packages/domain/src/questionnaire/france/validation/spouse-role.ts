import { LegalForm, SpouseRole } from '@foundly/proto';

/**
 * The part a spouse (married or PACS) may take in each business. The status
 * of conjoint collaborateur is open to the spouse of a sole trader and of
 * the sole partner-manager of an EURL, not to the spouse of a SASU's
 * president (Code de commerce art. L121-4 and R121-1). A spouse cannot be a
 * partner (associé) of a one-person company without turning it into a
 * company of two.
 */
const ROLES_BY_LEGAL_FORM: Partial<Record<LegalForm, readonly SpouseRole[]>> = {
  [LegalForm.SASU]: [SpouseRole.NONE, SpouseRole.EMPLOYEE],
  [LegalForm.EURL]: [SpouseRole.NONE, SpouseRole.COLLABORATOR, SpouseRole.EMPLOYEE],
  [LegalForm.MICROENTERPRISE]: [SpouseRole.NONE, SpouseRole.COLLABORATOR, SpouseRole.EMPLOYEE],
};

/** The spouse roles a legal form allows. */
export function getSpouseRolesFor(legalForm: LegalForm): readonly SpouseRole[] {
  return ROLES_BY_LEGAL_FORM[legalForm] ?? [SpouseRole.NONE];
}
