import type { FrenchAnswers } from '@foundly/domain';
import { PdfWriter } from './pdf-writer.js';
import {
  formatAmount,
  formatDayMonthYear,
  formatFullName,
  formatLongDate,
  formatPostalAddress,
} from './document-data.js';

/**
 * The articles of association of a UK private company limited by shares, in
 * English, from the answers the UK area shares with the French questionnaire
 * (founder, addresses, object, capital, year end). Missing answers print as blank lines.
 */
export async function buildUkArticles(input: {
  answers: FrenchAnswers;
  companyName: string;
  date: Date;
}): Promise<Buffer> {
  const { personalInformation: person, companyDetails: company, capitalDeposit } = input.answers;
  const companyName = company?.companyName || input.companyName;
  const director = formatFullName(person?.fullName);
  const capital = capitalDeposit?.paidUpCapital;
  const shares = capitalDeposit?.numberOfShares;
  const office = formatPostalAddress(
    company?.isRegisteredAddressSameAsPersonalAddress ? person?.address : company?.address,
  );
  const writer = await PdfWriter.create(`Articles of association - ${companyName}`, input.date);
  writer
    .title(`Articles of association of ${companyName} Limited`)
    .paragraph('Private company limited by shares (Companies Act 2006)')
    .heading('1. Name')
    .field('Company name', `${companyName} Limited`)
    .heading('2. Registered office')
    .field('Registered office', office)
    .heading('3. Objects')
    .field('Objects', company?.socialObject || 'The objects of the company are unrestricted.')
    .field('Activity codes', company?.activities?.join(', '))
    .heading('4. Liability of members')
    .paragraph(
      'The liability of the members is limited to the amount, if any, unpaid on the shares held by them.',
    )
    .heading('5. Share capital')
    .field('Issued capital', formatAmount(capital, 'en-GB', 'GBP'))
    .field('Number of ordinary shares', shares)
    .field(
      'Nominal value per share',
      formatAmount(capital !== undefined && shares ? capital / shares : undefined, 'en-GB', 'GBP'),
    )
    .heading('6. Directors')
    .field('First director and sole subscriber', director)
    .field('Date of birth', formatDayMonthYear(person?.dateOfBirth))
    .field('Nationality', person?.nationality)
    .field('Service address', formatPostalAddress(person?.address))
    .field('Duration', company?.companyDuration ? `${company.companyDuration} years` : 'Unlimited')
    .heading('7. Accounting reference date')
    .field('Financial year end (DD/MM)', company?.endOfFiscalYear)
    .signatureBlock([
      `Dated ${formatLongDate(input.date, 'en-GB', 'Europe/London')}`,
      `Signed by the subscriber: ${director}`,
    ]);
  return writer.toBytes();
}
