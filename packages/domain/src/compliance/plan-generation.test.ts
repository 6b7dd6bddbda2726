import { CountryCode, LegalForm } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { getComplianceQuestions } from './content/catalogue.js';
import type { CompanyFacts } from './content/obligation.js';
import { generateCompliancePlan, getComplianceLegalForm } from './plan-generation.js';

function plan(facts: CompanyFacts) {
  return generateCompliancePlan(getComplianceQuestions(facts.legalForm), facts);
}

const sasuWithEmployees: CompanyFacts = {
  legalForm: 'SASU',
  registrationDate: '2026-03-10',
  answers: {
    'fr.year_end': ['dec31'],
    'fr.first_year_long': ['no'],
    'fr.vat_regime': ['reel_normal'],
    'fr.vat_frequency': ['monthly'],
    'fr.employees': ['yes'],
    'fr.personal_data': ['yes'],
    'fr.sales_channels': ['online'],
    'fr.regulated': ['no'],
  },
};

describe('golden compliance plans', () => {
  it('a SASU with employees, year end 31 December, normal VAT regime', () => {
    expect(plan(sasuWithEmployees)).toEqual({
      implementationVersion: '2026.11.1',
      approvalStatus: 'PRE_APPROVED',
      topLevelJurisdiction: 'FR',
      secondLevelJurisdiction: '',
      sections: [
        {
          key: 'fr.tax',
          steps: [
            { key: 'fr.cfe_initial_declaration', dueDate: '2026-12-31' },
            { key: 'fr.vat_ca3', dueDate: '2026-04-15' },
            { key: 'fr.corporate_tax_return', dueDate: '2027-05-04' },
          ],
        },
        {
          key: 'fr.accounts',
          steps: [
            { key: 'fr.accounts_approval', dueDate: '2027-06-30' },
            { key: 'fr.accounts_filing', dueDate: '2027-07-31' },
            { key: 'fr.decisions_register', dueDate: '2027-06-30' },
            { key: 'fr.beneficial_owners' },
          ],
        },
        { key: 'fr.social', steps: [{ key: 'fr.president_social' }] },
        {
          key: 'fr.employer',
          steps: [
            { key: 'fr.dpae' },
            { key: 'fr.dsn' },
            { key: 'fr.occupational_health' },
            { key: 'fr.duerp' },
            { key: 'fr.staff_register' },
          ],
        },
        { key: 'fr.data', steps: [{ key: 'fr.gdpr_record' }, { key: 'fr.website_notices' }] },
      ],
    });
  });

  it('a micro-entreprise without employees under the VAT exemption', () => {
    expect(
      plan({
        legalForm: 'MICROENTERPRISE',
        registrationDate: '2026-01-15',
        answers: {
          'fr.vat_regime': ['franchise'],
          'fr.urssaf_frequency': ['quarterly'],
          'fr.employees': ['no'],
          'fr.personal_data': ['no'],
          'fr.sales_channels': ['france'],
          'fr.regulated': ['no'],
        },
      }),
    ).toEqual({
      implementationVersion: '2026.11.1',
      approvalStatus: 'PRE_APPROVED',
      topLevelJurisdiction: 'FR',
      secondLevelJurisdiction: '',
      sections: [
        {
          key: 'fr.tax',
          steps: [
            { key: 'fr.cfe_initial_declaration', dueDate: '2026-12-31' },
            { key: 'fr.vat_franchise' },
          ],
        },
        {
          key: 'fr.social',
          steps: [
            { key: 'fr.micro_turnover_declaration', dueDate: '2026-07-31' },
            { key: 'fr.micro_bank_account' },
          ],
        },
      ],
    });
  });

  it('a UK limited company keeping its default year end, under the VAT threshold', () => {
    expect(
      plan({
        legalForm: 'LTD',
        registrationDate: '2026-03-10',
        answers: {
          'uk.default_ard': ['yes'],
          'uk.vat_turnover': ['under'],
          'uk.vat_voluntary': ['no'],
          'uk.employees': ['no'],
          'uk.personal_data': ['yes'],
          'uk.regulated': ['no'],
        },
      }),
    ).toEqual({
      implementationVersion: '2026.11.1',
      approvalStatus: 'PRE_APPROVED',
      topLevelJurisdiction: 'GB',
      secondLevelJurisdiction: '',
      sections: [
        {
          key: 'uk.companies_house',
          steps: [
            { key: 'uk.confirmation_statement', dueDate: '2027-03-24' },
            { key: 'uk.annual_accounts', dueDate: '2027-12-10' },
            { key: 'uk.psc_register' },
          ],
        },
        {
          key: 'uk.hmrc',
          steps: [
            { key: 'uk.corporation_tax_registration', dueDate: '2026-06-10' },
            { key: 'uk.corporation_tax_payment', dueDate: '2027-12-10' },
            { key: 'uk.company_tax_return', dueDate: '2028-03-09' },
            { key: 'uk.vat_threshold_watch' },
          ],
        },
        { key: 'uk.data', steps: [{ key: 'uk.ico_fee' }] },
      ],
    });
  });

  it('gives the same plan for the same facts', () => {
    expect(plan(sasuWithEmployees)).toEqual(plan(structuredClone(sasuWithEmployees)));
  });
});

describe('deadlines at their boundaries', () => {
  function dueDates(facts: CompanyFacts): Record<string, string | undefined> {
    return Object.fromEntries(
      plan(facts).sections.flatMap((section) =>
        section.steps.map((step) => [step.key, step.dueDate]),
      ),
    );
  }
  const sasu = (yearEnd: string, long = 'no', registrationDate = '2026-03-10'): CompanyFacts => ({
    ...sasuWithEmployees,
    registrationDate,
    answers: {
      ...sasuWithEmployees.answers,
      'fr.year_end': [yearEnd],
      'fr.first_year_long': [long],
    },
  });

  it('year end 31/12: approval by 30 June, filing by 31 July, return the second working day after 1 May', () => {
    const dates = dueDates(sasu('dec31'));
    expect(dates['fr.accounts_approval']).toBe('2027-06-30');
    expect(dates['fr.accounts_filing']).toBe('2027-07-31');
    expect(dates['fr.corporate_tax_return']).toBe('2027-05-04');
  });

  it('year end 30/06: approval by 31 December, filing by 31 January, return three months after', () => {
    const dates = dueDates(sasu('jun30'));
    expect(dates['fr.accounts_approval']).toBe('2026-12-31');
    expect(dates['fr.accounts_filing']).toBe('2027-01-31');
    expect(dates['fr.corporate_tax_return']).toBe('2026-09-30');
  });

  it('a long first year closes at the second year end after registration', () => {
    expect(dueDates(sasu('jun30', 'yes'))['fr.accounts_approval']).toBe('2027-12-31');
  });

  it('a company registered on its year end closes its first year a year later', () => {
    expect(dueDates(sasu('dec31', 'no', '2026-12-31'))['fr.accounts_approval']).toBe('2028-06-30');
    expect(dueDates(sasu('dec31', 'no', '2026-12-31'))['fr.cfe_initial_declaration']).toBe(
      '2026-12-31',
    );
  });

  it('a UK company incorporated on 29 February counts months to month ends', () => {
    const dates = dueDates({
      legalForm: 'LTD',
      registrationDate: '2024-02-29',
      answers: { 'uk.default_ard': ['yes'], 'uk.vat_turnover': ['over'], 'uk.employees': ['yes'] },
    });
    expect(dates['uk.confirmation_statement']).toBe('2025-03-14');
    expect(dates['uk.annual_accounts']).toBe('2025-11-30');
    expect(dates['uk.corporation_tax_registration']).toBe('2024-05-31');
    expect(dates['uk.corporation_tax_payment']).toBe('2025-12-01');
    expect(dates['uk.company_tax_return']).toBe('2026-02-28');
  });

  it('the first micro-entreprise declaration waits for the 90th day', () => {
    const micro = (registrationDate: string): CompanyFacts => ({
      legalForm: 'MICROENTERPRISE',
      registrationDate,
      answers: { 'fr.vat_regime': ['franchise'], 'fr.urssaf_frequency': ['monthly'] },
    });
    expect(dueDates(micro('2026-01-01'))['fr.micro_turnover_declaration']).toBe('2026-04-30');
    expect(dueDates(micro('2026-01-02'))['fr.micro_turnover_declaration']).toBe('2026-07-31');
    expect(dueDates(micro('2026-10-15'))['fr.micro_turnover_declaration']).toBe('2027-04-30');
  });
});

describe('approval', () => {
  it.each([
    ['a year end outside the rules', { 'fr.year_end': ['other'] }],
    ['an unknown VAT regime', { 'fr.vat_regime': ['unknown'] }],
    ['a regulated activity', { 'fr.regulated': ['yes'] }],
  ])('%s needs a person', (_, changed) => {
    const facts = { ...sasuWithEmployees, answers: { ...sasuWithEmployees.answers, ...changed } };
    expect(plan(facts).approvalStatus).toBe('NEEDS_APPROVAL');
  });

  it('a UK company that moved its accounting reference date needs a person', () => {
    expect(
      plan({
        legalForm: 'LTD',
        registrationDate: '2026-03-10',
        answers: { 'uk.default_ard': ['no'] },
      }).approvalStatus,
    ).toBe('NEEDS_APPROVAL');
  });
});

describe('the legal forms covered', () => {
  it.each([
    [CountryCode.FR, LegalForm.SASU, 'SASU'],
    [CountryCode.FR, LegalForm.EURL, 'EURL'],
    [CountryCode.FR, LegalForm.MICROENTERPRISE, 'MICROENTERPRISE'],
    [CountryCode.UK, LegalForm.LTD, 'LTD'],
    [CountryCode.ES, LegalForm.AUTONOMO, undefined],
    [CountryCode.FR, LegalForm.LTD, undefined],
  ])('country %i, form %i -> %s', (country, form, expected) => {
    expect(getComplianceLegalForm(country, form)).toBe(expected);
  });
});
