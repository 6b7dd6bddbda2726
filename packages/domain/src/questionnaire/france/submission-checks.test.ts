import {
  AddressType,
  FrenchIdentityDocumentType,
  LegalForm,
  MaritalStatus,
  OrderStatus,
  SocialSecurityPaymentFrequency,
  SpouseRole,
} from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import {
  COMPLETE_ANSWERS,
  COMPLETE_METADATA,
  COMPLETE_REFS,
  frenchContext,
} from '../test-fixtures.js';
import type { FrenchAnswers, FrenchCompanyDetails, FrenchPersonalInformation } from './answers.js';
import { findFrenchSubmissionIssues, isProofOfAddressTooOld } from './submission-checks.js';

const TODAY = '2026-11-22';
/** Valid for a woman born in May 1990, as the complete answers say. */
const MATCHING_NIR = '2 90 05 69 123 123 79';

const COMPLETE: FrenchAnswers = {
  ...COMPLETE_ANSWERS,
  personalInformation: {
    ...COMPLETE_ANSWERS.personalInformation,
    socialSecurityNumber: MATCHING_NIR,
  },
};

interface Changes {
  personal?: FrenchPersonalInformation;
  company?: FrenchCompanyDetails;
  answers?: Omit<FrenchAnswers, 'personalInformation' | 'companyDetails'>;
  refs?: Record<string, string>;
  legalForm?: LegalForm;
}

/** The issues of the complete answers once `changes` are applied. */
function issuesWith(changes: Changes = {}) {
  const context = frenchContext({
    legalForm: changes.legalForm ?? LegalForm.SASU,
    status: OrderStatus.PLACED,
    metadata: COMPLETE_METADATA,
    documentRefs: changes.refs ?? COMPLETE_REFS,
    answers: {
      ...COMPLETE,
      ...changes.answers,
      personalInformation: { ...COMPLETE.personalInformation, ...changes.personal },
      companyDetails: { ...COMPLETE.companyDetails, ...changes.company },
    },
  });
  return findFrenchSubmissionIssues(context, TODAY).map(
    (issue) => `${issue.code} @ ${issue.funnelName}/${issue.stepName}`,
  );
}

describe('findFrenchSubmissionIssues', () => {
  it('complete answers with their documents raise nothing', () => {
    expect(issuesWith()).toEqual([]);
  });

  it('a missing identity document points at its upload step', () => {
    expect(issuesWith({ refs: { personalProofOfAddressId: 'doc-2' } })).toEqual([
      'missingIdentity @ confirm-identity/id',
    ]);
  });

  it('an identity card needs its back side', () => {
    expect(
      issuesWith({ personal: { identityDocumentType: FrenchIdentityDocumentType.ID_CARD } }),
    ).toEqual(['missingIdentity @ confirm-identity/id']);
  });

  it("a married founder must send their spouse's identity document", () => {
    const married = {
      maritalStatus: MaritalStatus.MARRIED,
      spouse: {
        spouseRole: SpouseRole.NONE,
        fullName: { first: 'Alex', last: 'Martin' },
        dateOfBirth: '1989-03-02',
        birthCountry: 'BE',
        birthCity: 'Liège',
      },
    };
    expect(issuesWith({ personal: married })).toEqual([
      'missingSpouseIdentity @ confirm-identity/spouse-id',
    ]);
    expect(
      issuesWith({
        personal: {
          ...married,
          spouse: { ...married.spouse, identityDocumentType: FrenchIdentityDocumentType.PASSPORT },
        },
        refs: { ...COMPLETE_REFS, spouseIdentityFrontId: 'doc-4' },
      }),
    ).toEqual([]);
  });

  it('a single founder raises nothing about a spouse (the spouse steps are skipped)', () => {
    expect(issuesWith({ personal: { maritalStatus: MaritalStatus.DIVORCED } })).toEqual([]);
  });

  it('a missing personal proof of address points at its upload step', () => {
    expect(issuesWith({ refs: { identityFrontId: 'doc-1' } })).toEqual([
      'missingPersonalProofOfAddress @ confirm-identity/personal-poa',
    ]);
  });

  it('a company registered elsewhere than at home needs its own proof of address', () => {
    const elsewhere: FrenchCompanyDetails = {
      isRegisteredAddressSameAsPersonalAddress: false,
      address: {
        street1: '1 place Bellecour',
        countryCode: 'FR',
        postalCode: '69002',
        city: 'Lyon',
      },
      addressType: AddressType.DOMICILIATION,
    };
    expect(issuesWith({ company: elsewhere })).toEqual([
      'missingBusinessProofOfAddress @ confirm-identity/business-poa',
    ]);
    expect(
      issuesWith({
        company: { ...elsewhere, proofAddressDate: '2026-08-21' },
        refs: { ...COMPLETE_REFS, businessProofOfAddressId: 'doc-5' },
      }),
    ).toEqual(['businessProofOfAddressTooOld @ confirm-identity/business-poa']);
  });

  it('a company registered at home raises nothing about a business proof, even an old one', () => {
    expect(issuesWith({ company: { proofAddressDate: '2020-01-01' } })).toEqual([]);
  });

  it.each([
    ['dated exactly 3 months ago', '2026-08-22', []],
    [
      'dated 3 months and a day ago',
      '2026-08-21',
      ['proofAddressTooOld @ confirm-identity/personal-poa'],
    ],
    ['dated today', TODAY, []],
  ])('a personal proof of address %s', (_what, proofAddressDate, expected) => {
    expect(issuesWith({ personal: { proofAddressDate } })).toEqual(expected);
  });

  it.each([
    ['22 November: 22 August is accepted', '2026-08-22', '2026-11-22', false],
    ['22 November: 21 August is too old', '2026-08-21', '2026-11-22', true],
    ['31 May: 28 February is accepted (no 31 February)', '2026-02-28', '2026-05-31', false],
    ['31 May: 27 February is too old', '2026-02-27', '2026-05-31', true],
    ['15 January: 15 October of the year before is accepted', '2025-10-15', '2026-01-15', false],
  ])('on %s', (_what, date, today, tooOld) => {
    expect(isProofOfAddressTooOld(date, today)).toBe(tooOld);
  });

  it('a capital that does not divide into whole cents per share is inconsistent', () => {
    expect(
      issuesWith({ answers: { capitalDeposit: { paidUpCapital: 1000, numberOfShares: 300 } } }),
    ).toEqual(['capitalInconsistent @ capital-deposit/amount']);
  });

  it('a micro-entreprise raises nothing about capital (it has none)', () => {
    const issues = issuesWith({
      legalForm: LegalForm.MICROENTERPRISE,
      company: {
        socialSecurityPaymentFrequency: SocialSecurityPaymentFrequency.MONTHLY,
        withholdingTax: true,
      },
      answers: { capitalDeposit: { paidUpCapital: 1000, numberOfShares: 300 } },
    });
    expect(issues).toEqual([]);
  });

  it.each([
    ['a man’s number for a woman', '1 90 05 69 123 123 32'],
    ['another year of birth', '2 91 05 69 123 123 30'],
    ['another month of birth', '2 90 06 69 123 123 95'],
  ])('a social security number with %s does not match the birth', (_what, nir) => {
    expect(issuesWith({ personal: { socialSecurityNumber: nir } })).toEqual([
      'nirDoesNotMatchBirth @ personal-information/additional-info',
    ]);
  });

  it.each([
    ['an unknown month (20)', '2 90 20 69 123 123 28'],
    ['a special month (50)', '2 90 50 69 123 123 23'],
  ])('a social security number with %s is not compared on the month', (_what, nir) => {
    expect(issuesWith({ personal: { socialSecurityNumber: nir } })).toEqual([]);
  });

  it('an unanswered step points at the first one, with the document issues, in order', () => {
    expect(
      issuesWith({
        personal: { gender: undefined, employmentStatus: undefined },
        refs: {},
      }),
    ).toEqual([
      'missingAnswers @ personal-information/gender',
      'missingIdentity @ confirm-identity/id',
      'missingPersonalProofOfAddress @ confirm-identity/personal-poa',
    ]);
  });

  it('an unpaid order must be paid first', () => {
    const context = frenchContext({
      status: OrderStatus.DRAFT,
      metadata: COMPLETE_METADATA,
      documentRefs: COMPLETE_REFS,
      answers: COMPLETE,
    });
    expect(findFrenchSubmissionIssues(context, TODAY)).toEqual([
      { code: 'missingAnswers', funnelName: 'pre-payment', stepName: 'payment' },
    ]);
  });
});
