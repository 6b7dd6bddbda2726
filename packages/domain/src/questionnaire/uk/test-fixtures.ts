import { UkArticles, UkJurisdiction } from '@foundly/proto';
import type { UkIncorporationAnswers, UkPscAnswer } from './answers.js';

const HOME = { line1: '1 High Street', town: 'Bristol', postcode: 'BS1 4DJ', countryCode: 'GB' };
const OFFICE = { line1: '20 Wharf Road', town: 'London', postcode: 'N1 7GR', countryCode: 'GB' };

/** A director born on the day given, with everything else Companies House asks. */
export function director(dateOfBirth = '1988-03-02') {
  return {
    firstName: 'Alice',
    lastName: 'Smith',
    dateOfBirth,
    nationality: 'British',
    occupation: 'Software developer',
    countryOfResidence: 'GB',
    serviceAddress: OFFICE,
    residentialAddress: HOME,
    personalCode: 'FT5-15ED-7JY5',
  };
}

/** A person with significant control holding `sharesHeld` of the 100 shares, and as many votes. */
export function psc(sharesHeld: number, extra: Partial<UkPscAnswer> = {}): UkPscAnswer {
  const { occupation: _occupation, ...officer } = director();
  return { ...officer, sharesHeld, votesHeld: sharesHeld, ...extra };
}

/** Every answer of a company in London with one director who holds its 100 £1 shares. */
export const COMPLETE_UK_ANSWERS: UkIncorporationAnswers = {
  company: { companyName: 'Acme Widgets Ltd', jurisdiction: UkJurisdiction.ENGLAND_AND_WALES },
  registeredOffice: { address: OFFICE },
  activity: { sicCodes: ['62012'] },
  directors: { directors: [director()] },
  shareCapital: {
    shareClasses: [{ name: 'Ordinary', nominalValuePence: 100 }],
    shareholders: [
      {
        name: 'Alice Smith',
        address: HOME,
        holdings: [{ className: 'Ordinary', shares: 100, amountPaidPerSharePence: 100 }],
      },
    ],
  },
  significantControl: { persons: [psc(100)] },
  articles: { articles: UkArticles.MODEL },
};
