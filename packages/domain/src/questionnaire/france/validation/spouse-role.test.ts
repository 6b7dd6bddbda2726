import { LegalForm, SpouseRole } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { validateFrenchAnswers } from '../validation.js';
import { FORMAT_ONLY_FRENCH_REFERENCE } from './reference-data.js';
import { getSpouseRolesFor } from './spouse-role.js';

const spouseAs = (
  spouseRole: SpouseRole.NONE | SpouseRole.COLLABORATOR | SpouseRole.EMPLOYEE,
  legalForm: LegalForm,
) =>
  validateFrenchAnswers(
    { personalInformation: { spouse: { spouseRole } } },
    legalForm,
    FORMAT_ONLY_FRENCH_REFERENCE,
    '2026-11-22',
  );

describe('spouse roles', () => {
  it('offer the conjoint collaborateur to an EURL and a micro-entreprise, not to a SASU', () => {
    expect(getSpouseRolesFor(LegalForm.SASU)).toEqual([SpouseRole.NONE, SpouseRole.EMPLOYEE]);
    expect(getSpouseRolesFor(LegalForm.EURL)).toEqual([
      SpouseRole.NONE,
      SpouseRole.COLLABORATOR,
      SpouseRole.EMPLOYEE,
    ]);
    expect(getSpouseRolesFor(LegalForm.MICROENTERPRISE)).toContain(SpouseRole.COLLABORATOR);
  });

  it('refuse a collaborating spouse for a SASU, on the role field', () => {
    expect(spouseAs(SpouseRole.COLLABORATOR, LegalForm.SASU)).toEqual([
      {
        field: 'personal_information.spouse.spouse_role',
        message: 'errors.field.notForLegalForm',
      },
    ]);
    expect(spouseAs(SpouseRole.COLLABORATOR, LegalForm.EURL)).toEqual([]);
    expect(spouseAs(SpouseRole.EMPLOYEE, LegalForm.SASU)).toEqual([]);
  });
});
