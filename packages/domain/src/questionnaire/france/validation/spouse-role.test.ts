import { LegalForm } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { validateFrenchAnswers } from '../validation.js';
import { FORMAT_ONLY_FRENCH_REFERENCE } from './reference-data.js';
import { getSpouseRolesFor } from './spouse-role.js';

const spouseAs = (spouseRole: 'NONE' | 'COLLABORATOR' | 'EMPLOYEE', legalForm: LegalForm) =>
  validateFrenchAnswers(
    { personalInformation: { spouse: { spouseRole } } },
    legalForm,
    FORMAT_ONLY_FRENCH_REFERENCE,
    '2026-11-22',
  );

describe('spouse roles', () => {
  it('offer the conjoint collaborateur to an EURL and a micro-entreprise, not to a SASU', () => {
    expect(getSpouseRolesFor(LegalForm.SASU)).toEqual(['NONE', 'EMPLOYEE']);
    expect(getSpouseRolesFor(LegalForm.EURL)).toEqual(['NONE', 'COLLABORATOR', 'EMPLOYEE']);
    expect(getSpouseRolesFor(LegalForm.MICROENTERPRISE)).toContain('COLLABORATOR');
  });

  it('refuse a collaborating spouse for a SASU, on the role field', () => {
    expect(spouseAs('COLLABORATOR', LegalForm.SASU)).toEqual([
      {
        field: 'personal_information.spouse.spouse_role',
        message: 'errors.field.notForLegalForm',
      },
    ]);
    expect(spouseAs('COLLABORATOR', LegalForm.EURL)).toEqual([]);
    expect(spouseAs('EMPLOYEE', LegalForm.SASU)).toEqual([]);
  });
});
