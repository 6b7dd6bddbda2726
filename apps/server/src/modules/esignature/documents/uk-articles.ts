import {
  getStatementOfCapital,
  toShareClasses,
  toSubscribers,
  type UkAddressAnswer,
  type UkIncorporationAnswers,
  type UkOfficerAnswer,
} from '@foundly/domain';
import { UkArticles, UkJurisdiction } from '@foundly/proto';
import { formatAmount, formatDayMonthYear, formatLongDate } from './document-data.js';
import { PdfWriter } from './pdf-writer.js';

const JURISDICTION_NAMES: Record<number, string> = {
  [UkJurisdiction.ENGLAND_AND_WALES]: 'England and Wales',
  [UkJurisdiction.WALES]: 'Wales',
  [UkJurisdiction.SCOTLAND]: 'Scotland',
  [UkJurisdiction.NORTHERN_IRELAND]: 'Northern Ireland',
};

function formatAddress(address: UkAddressAnswer | undefined): string {
  if (!address) return '';
  return [address.line1, address.line2, address.town, address.postcode, address.countryCode]
    .filter(Boolean)
    .join(', ');
}

const fullName = (person: UkOfficerAnswer) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ');

const pounds = (pence: number) => formatAmount(pence / 100, 'en-GB', 'GBP');

/**
 * The memorandum of association of a UK private company limited by shares
 * (Companies Act 2006 s. 8; its wording from The Companies (Registration)
 * Regulations 2008, SI 2008/3014, Schedule 1), with what the application to
 * register states (s. 9–12, form IN01): registered office, SIC codes,
 * directors, statement of capital, persons with significant control, and the
 * articles (the model articles, SI 2008/3229 Sch. 1, or the founder's own).
 * Each subscriber signs. Missing answers print as blank lines.
 */
export async function buildUkArticles(input: {
  answers: UkIncorporationAnswers;
  companyName: string;
  date: Date;
}): Promise<Buffer> {
  const { answers } = input;
  const companyName = answers.company?.companyName || input.companyName;
  const classes = toShareClasses(answers.shareCapital ?? {});
  const statement = getStatementOfCapital(classes, toSubscribers(answers.shareCapital ?? {}));
  const subscribers = answers.shareCapital?.shareholders ?? [];
  const writer = await PdfWriter.create(`Memorandum of association - ${companyName}`, input.date);
  writer
    .title(`Memorandum of association of ${companyName}`)
    .paragraph('Private company limited by shares (Companies Act 2006)')
    .paragraph(
      'Each subscriber to this memorandum of association wishes to form a company under the Companies Act 2006 and agrees to become a member of the company and to take at least one share.',
    )
    .heading('1. Company')
    .field('Company name', companyName)
    .field('Registered in', JURISDICTION_NAMES[answers.company?.jurisdiction ?? 0])
    .field('Registered office', formatAddress(answers.registeredOffice?.address))
    .field('SIC codes', answers.activity?.sicCodes?.join(', '))
    .heading('2. Directors');
  for (const director of answers.directors?.directors ?? []) {
    writer
      .field('Director', fullName(director))
      .field('Date of birth', formatDayMonthYear(director.dateOfBirth))
      .field('Service address', formatAddress(director.serviceAddress))
      .field('Companies House personal code', director.personalCode);
  }
  writer.heading('3. Statement of capital');
  for (const line of statement.classes) {
    writer.field(
      `${line.name} shares`,
      `${line.shares}, aggregate nominal value ${pounds(line.aggregateNominalValue)}, paid ${pounds(line.amountPaid)}, unpaid ${pounds(line.amountUnpaid)}`,
    );
  }
  writer
    .field('Total shares', statement.totalShares)
    .field('Total aggregate nominal value', pounds(statement.totalAggregateNominalValue))
    .heading('4. Persons with significant control');
  const persons = answers.significantControl?.persons ?? [];
  if (answers.significantControl?.noRegistrablePerson) {
    writer.paragraph(
      'The company knows or has reasonable cause to believe that there is no registrable person.',
    );
  }
  for (const person of persons) {
    writer.field('Person with significant control', fullName(person));
  }
  writer
    .heading('5. Articles of association')
    .paragraph(
      answers.articles?.articles === UkArticles.BESPOKE
        ? 'The company adopts the articles of association delivered with this application.'
        : 'The company adopts the model articles for private companies limited by shares (The Companies (Model Articles) Regulations 2008, Schedule 1) without amendment.',
    )
    .heading('6. Subscribers');
  for (const subscriber of subscribers) {
    const shares = (subscriber.holdings ?? [])
      .map((holding) => `${holding.shares ?? 0} ${holding.className ?? ''}`.trim())
      .join(', ');
    writer.field(subscriber.name ?? '', shares);
  }
  writer.signatureBlock([
    `Dated ${formatLongDate(input.date, 'en-GB', 'Europe/London')}`,
    ...(subscribers.length > 0
      ? subscribers.map((subscriber) => `Signed by the subscriber: ${subscriber.name ?? ''}`)
      : ['Signed by the subscriber: ']),
  ]);
  return writer.toBytes();
}
