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
import { completeUkSections } from './uk-company-answers.js';

export { ukDirector } from './uk-company-answers.js';

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

const SECTIONS = completeUkSections({
  englandAndWales: UkJurisdiction.ENGLAND_AND_WALES,
  modelArticles: UkArticles.MODEL,
});

/** Every section of a London company whose one director holds its 100 £1 shares, step by step. */
export const COMPLETE_UK_SECTIONS: UkSections[] = [
  { company: SECTIONS.company },
  { registeredOffice: SECTIONS.registeredOffice },
  { activity: SECTIONS.activity },
  { directors: SECTIONS.directors },
  { shareCapital: SECTIONS.shareCapital },
  { significantControl: SECTIONS.significantControl },
  { articles: SECTIONS.articles },
];
