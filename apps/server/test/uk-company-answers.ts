// The answers of a London company, shared by the server's tests and the browser journeys (which
// send them as JSON): no import, so that a journey does not load the server.

const HOME = { line1: '1 High Street', town: 'Bristol', postcode: 'BS1 4DJ', countryCode: 'GB' };
const OFFICE = { line1: '20 Wharf Road', town: 'London', postcode: 'N1 7GR', countryCode: 'GB' };

const OFFICER = {
  firstName: 'Alice',
  lastName: 'Smith',
  dateOfBirth: '1988-03-02',
  nationality: 'British',
  countryOfResidence: 'GB',
  serviceAddress: OFFICE,
  residentialAddress: HOME,
  personalCode: 'FT5-15ED-7JY5',
};

/** A director of the company, born on the day given. */
export function ukDirector(dateOfBirth = OFFICER.dateOfBirth) {
  return { ...OFFICER, dateOfBirth, occupation: 'Software developer' };
}

/**
 * Every section of a London company whose one director holds its 100 £1 shares. The enumerations
 * are the caller's: their numbers for a message, their names for JSON.
 */
export function completeUkSections<Jurisdiction, Articles>(enums: {
  englandAndWales: Jurisdiction;
  modelArticles: Articles;
}) {
  return {
    company: { companyName: 'Acme Widgets Ltd', jurisdiction: enums.englandAndWales },
    registeredOffice: { address: OFFICE },
    activity: { sicCodes: ['62012'] },
    directors: { directors: [ukDirector()] },
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
    significantControl: { persons: [{ ...OFFICER, sharesHeld: 100, votesHeld: 100 }] },
    articles: { articles: enums.modelArticles },
  };
}
