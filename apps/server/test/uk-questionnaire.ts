import type { MessageInitShape } from '@bufbuild/protobuf';
import {
  CountryCode,
  LegalForm,
  UkArticles,
  UkJurisdiction,
  type UkIncorporationSchema,
} from '@foundly/proto';
import type { OrderingCustomer } from './caller-checks.js';
import type { TestApp } from './harness.js';
import { CARDS, payWithCard, signUpWithDraft, startCheckout } from './payments.js';

/** The sections of an UpdateUkIncorporation request. */
export type UkSections = MessageInitShape<typeof UkIncorporationSchema>;

/** A customer whose UK Ltd order was paid, in GBP, through the sandbox checkout: PLACED. */
export async function signUpPaidUkCustomer(app: TestApp): Promise<OrderingCustomer> {
  const { user, rpc, customer, order } = await signUpWithDraft(app, {
    countryCode: CountryCode.UK,
    companyLegalForm: LegalForm.LTD,
  });
  await payWithCard(await startCheckout(rpc, order.id, CountryCode.UK), CARDS.succeeds);
  const { order: placed } = await rpc.orders.getMyOrder({ orderId: order.id });
  return { user, rpc, customer, order: placed! };
}

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

/** Every section of a London company whose one director holds its 100 £1 shares, step by step. */
export const COMPLETE_UK_SECTIONS: UkSections[] = [
  { company: { companyName: 'Acme Widgets Ltd', jurisdiction: UkJurisdiction.ENGLAND_AND_WALES } },
  { registeredOffice: { address: OFFICE } },
  { activity: { sicCodes: ['62012'] } },
  { directors: { directors: [ukDirector()] } },
  {
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
  },
  { significantControl: { persons: [{ ...OFFICER, sharesHeld: 100, votesHeld: 100 }] } },
  { articles: { articles: UkArticles.MODEL } },
];
