import { UkArticles, UkJurisdiction } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { buildUkSummary, type UkSummaryWords } from './uk-summary-model.js';

const WORDS: UkSummaryWords = {
  jurisdiction: (value) => `jurisdiction ${value}`,
  pounds: (pence) => `£${(pence / 100).toFixed(2)}`,
  shareClassLine: (line) =>
    `${line.shares} ${line.name}: ${line.nominal} paid ${line.paid} unpaid ${line.unpaid}`,
  holding: (holding) => `${holding.name} ${holding.shares} ${holding.className}`,
  nature: (nature) => nature,
  noPsc: 'no PSC',
  articles: (articles) => `articles ${articles}`,
  articlesFile: (fileName) => `file ${fileName}`,
  personalCode: (code) => code || 'none',
};

const HOME = { line1: '1 High Street', town: 'Bristol', postcode: 'BS1 4DJ', countryCode: 'GB' };
const person = { firstName: 'Alice', lastName: 'Smith', personalCode: 'FT5-15ED-7JY5' };

describe('the UK summary', () => {
  it('states the capital per class and each PSC with the band of their 60 of 100 shares', () => {
    const sections = buildUkSummary(
      {
        company: { companyName: 'Acme Ltd', jurisdiction: UkJurisdiction.SCOTLAND },
        registeredOffice: {
          address: { line1: '1 Rose Street', town: 'Edinburgh', postcode: 'EH2 2PR' },
        },
        directors: { directors: [person] },
        shareCapital: {
          shareClasses: [{ name: 'Ordinary', nominalValuePence: 100 }],
          shareholders: [
            {
              name: 'Alice Smith',
              address: HOME,
              holdings: [{ className: 'Ordinary', shares: 60, amountPaidPerSharePence: 50 }],
            },
            {
              name: 'Bob Jones',
              address: HOME,
              holdings: [{ className: 'Ordinary', shares: 40, amountPaidPerSharePence: 100 }],
            },
          ],
        },
        significantControl: { persons: [{ ...person, sharesHeld: 60, votesHeld: 60 }] },
        articles: { articles: UkArticles.MODEL },
      },
      WORDS,
    );
    expect(sections.map((section) => section.funnelName)).toEqual([
      'company',
      'people',
      'articles',
    ]);
    const company = sections[0]!.rows;
    expect(company).toContainEqual({ field: 'jurisdiction', lines: ['jurisdiction 3'] });
    expect(company).toContainEqual({
      field: 'registeredOffice',
      lines: ['1 Rose Street, Edinburgh EH2 2PR'],
    });
    const people = sections[1]!.rows;
    expect(people).toContainEqual({
      field: 'statementOfCapital',
      lines: ['100 Ordinary: £100.00 paid £70.00 unpaid £30.00'],
    });
    expect(people).toContainEqual({
      field: 'significantControl',
      lines: [
        'Alice Smith — FT5-15ED-7JY5: ownership-of-shares-50-to-75-percent; voting-rights-50-to-75-percent',
      ],
    });
  });

  it('leaves out the funnels not answered and says when no one has significant control', () => {
    const sections = buildUkSummary({ significantControl: { noRegistrablePerson: true } }, WORDS);
    expect(sections).toEqual([
      {
        funnelName: 'people',
        stepName: 'directors',
        rows: [{ field: 'significantControl', lines: ['no PSC'] }],
      },
    ]);
  });

  it('names the file of bespoke articles, and no file for the model articles', () => {
    const articlesOf = (articles: UkArticles) =>
      buildUkSummary({ articles: { articles, documentId: 'doc-1' } }, WORDS, 'Acme articles.pdf');
    expect(articlesOf(UkArticles.BESPOKE)[0]!.rows).toEqual([
      { field: 'articles', lines: ['articles 2', 'file Acme articles.pdf'] },
    ]);
    expect(articlesOf(UkArticles.MODEL)[0]!.rows).toEqual([
      { field: 'articles', lines: ['articles 1'] },
    ]);
  });
});
