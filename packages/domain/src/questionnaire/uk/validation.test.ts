import { UkArticles, UkJurisdiction } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import type { UkIncorporationAnswers } from './answers.js';
import { COMPLETE_UK_ANSWERS as COMPLETE, director, psc } from './test-fixtures.js';
import { validateUkSections } from './validation.js';

const TODAY = '2026-11-26';
const options = { today: TODAY, isSicCode: (code: string) => ['62012', '62020'].includes(code) };
const check = (update: UkIncorporationAnswers, stored: UkIncorporationAnswers = COMPLETE) =>
  validateUkSections(update, stored, options);
const fields = (update: UkIncorporationAnswers, stored?: UkIncorporationAnswers) =>
  check(update, stored).map((violation) => `${violation.field} ${violation.message}`);

describe('validateUkSections', () => {
  it('every section of a complete questionnaire passes', () => {
    expect(check(COMPLETE, {})).toEqual([]);
  });

  it('a name without "Limited" or "Ltd" is refused on its field', () => {
    expect(fields({ company: { ...COMPLETE.company, companyName: 'Acme Widgets' } })).toEqual([
      'company.company_name errors.field.ukNameEnding',
    ]);
  });

  it('"Cyf" is accepted in Wales only', () => {
    const welsh = { companyName: 'Acme Cyf', jurisdiction: UkJurisdiction.WALES };
    expect(check({ company: welsh })).toEqual([]);
    expect(fields({ company: { ...welsh, jurisdiction: UkJurisdiction.SCOTLAND } })).toEqual([
      'company.company_name errors.field.welshNameEnding',
    ]);
  });

  it('the jurisdiction is required', () => {
    expect(
      fields({ company: { companyName: 'Acme Ltd', jurisdiction: UkJurisdiction.UNSPECIFIED } }),
    ).toEqual(['company.jurisdiction errors.field.required']);
  });

  it('an office postcode outside the jurisdiction stored is refused', () => {
    const scottish = {
      address: { line1: '1 Rose Street', town: 'Edinburgh', postcode: 'EH2 2PR' },
    };
    expect(fields({ registeredOffice: scottish })).toEqual([
      'registered_office.address.postcode errors.field.officeJurisdiction',
    ]);
    const inScotland = {
      ...COMPLETE,
      company: { companyName: 'Acme Ltd', jurisdiction: UkJurisdiction.SCOTLAND },
    };
    expect(check({ registeredOffice: scottish }, inScotland)).toEqual([]);
  });

  it('an office abroad or with a malformed postcode is refused', () => {
    expect(
      fields({
        registeredOffice: {
          address: { line1: 'x', town: 'Paris', postcode: '75002', countryCode: 'FR' },
        },
      }),
    ).toEqual(['registered_office.address.country_code errors.field.officeJurisdiction']);
    expect(
      fields({ registeredOffice: { address: { line1: 'x', town: 'London', postcode: 'N1' } } }),
    ).toEqual(['registered_office.address.postcode errors.field.postalCode']);
  });

  it('one to four SIC codes from the list, each once', () => {
    expect(fields({ activity: { sicCodes: [] } })).toEqual([
      'activity.sic_codes errors.field.required',
    ]);
    expect(fields({ activity: { sicCodes: ['62012', '99998'] } })).toEqual([
      'activity.sic_codes.1 errors.field.sicCode',
    ]);
    expect(fields({ activity: { sicCodes: ['62012', '62012'] } })).toEqual([
      'activity.sic_codes.1 errors.field.duplicateActivity',
    ]);
    const five = ['62012', '62020', '62012', '62020', '62012'];
    expect(fields({ activity: { sicCodes: five } })).toEqual([
      'activity.sic_codes errors.field.tooManySicCodes',
    ]);
  });

  it('a director 16 on the day passes, a day younger is refused', () => {
    expect(check({ directors: { directors: [director('2010-11-26')] } })).toEqual([]);
    expect(fields({ directors: { directors: [director('2010-11-27')] } })).toEqual([
      'directors.directors.0.date_of_birth errors.field.directorAge16',
    ]);
  });

  it('no director is refused', () => {
    expect(fields({ directors: { directors: [] } })).toEqual([
      'directors.directors errors.field.directorRequired',
    ]);
  });

  it("a director's personal code, addresses and occupation are required", () => {
    const { serviceAddress: _service, ...withoutService } = director();
    expect(
      fields({
        directors: {
          directors: [{ ...withoutService, personalCode: 'FT5-15ED-7JY', occupation: ' ' }],
        },
      }),
    ).toEqual([
      'directors.directors.0.service_address errors.field.required',
      'directors.directors.0.personal_code errors.field.personalCode',
      'directors.directors.0.occupation errors.field.required',
    ]);
  });

  it('a personal code is read without its hyphens and in any case', () => {
    expect(
      check({ directors: { directors: [{ ...director(), personalCode: 'ft515ed7jy5' }] } }),
    ).toEqual([]);
  });

  it('the statement of capital: a holding in a class that exists, a nominal value of a penny', () => {
    const capital = COMPLETE.shareCapital!;
    expect(
      fields({
        shareCapital: {
          shareClasses: [{ name: 'Ordinary', nominalValuePence: 0 }],
          shareholders: [
            {
              ...capital.shareholders![0]!,
              holdings: [{ className: 'Preference', shares: 1, amountPaidPerSharePence: 0 }],
            },
          ],
        },
      }),
    ).toEqual([
      'share_capital.share_classes.0.nominal_value_pence errors.field.nominalValue',
      'share_capital.shareholders.0.holdings.0.class_name errors.field.invalid',
      'share_capital.share_classes.0 errors.field.shareClassTotal',
    ]);
  });

  it('a shareholder taking no share is refused', () => {
    const capital = COMPLETE.shareCapital!;
    expect(
      fields({
        shareCapital: {
          ...capital,
          shareholders: [{ ...capital.shareholders![0]!, holdings: [] }],
        },
      }),
    ).toEqual([
      'share_capital.shareholders.0 errors.field.subscriberShare',
      'share_capital.share_classes.0 errors.field.shareClassTotal',
    ]);
  });

  it('a person with 25 shares of 100 and no other control is not a PSC; 26 is', () => {
    expect(fields({ significantControl: { persons: [psc(25)] } })).toEqual([
      'significant_control.persons.0 errors.field.notPsc',
    ]);
    expect(check({ significantControl: { persons: [psc(26)] } })).toEqual([]);
    expect(
      check({ significantControl: { persons: [psc(0, { significantInfluence: true })] } }),
    ).toEqual([]);
  });

  it('more shares than the company has are refused', () => {
    expect(fields({ significantControl: { persons: [psc(101)] } })).toEqual([
      'significant_control.persons.0.shares_held errors.field.shareCount',
      'significant_control.persons.0.votes_held errors.field.shareCount',
    ]);
  });

  it('persons with significant control need the statement of capital first', () => {
    const { shareCapital: _capital, ...withoutCapital } = COMPLETE;
    expect(fields({ significantControl: { persons: [psc(100)] } }, withoutCapital)).toEqual([
      'share_capital errors.field.required',
    ]);
  });

  it('no person needs the statement that there is none, and a person excludes it', () => {
    expect(fields({ significantControl: { persons: [] } })).toEqual([
      'significant_control.persons errors.field.pscStatement',
    ]);
    expect(check({ significantControl: { persons: [], noRegistrablePerson: true } })).toEqual([]);
    expect(
      fields({ significantControl: { persons: [psc(100)], noRegistrablePerson: true } }),
    ).toEqual(['significant_control.no_registrable_person errors.field.pscStatement']);
  });

  it('a PSC without a personal code is refused', () => {
    expect(fields({ significantControl: { persons: [psc(100, { personalCode: '' })] } })).toEqual([
      'significant_control.persons.0.personal_code errors.field.required',
    ]);
  });

  it('bespoke articles need their document; the model articles none', () => {
    expect(fields({ articles: { articles: UkArticles.BESPOKE } })).toEqual([
      'articles.document_id errors.field.required',
    ]);
    expect(check({ articles: { articles: UkArticles.BESPOKE, documentId: 'doc-1' } })).toEqual([]);
    expect(fields({ articles: { articles: UkArticles.UNSPECIFIED } })).toEqual([
      'articles.articles errors.field.required',
    ]);
  });
});
