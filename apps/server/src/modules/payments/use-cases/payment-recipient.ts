import { DEFAULT_LOCALE, getHomeArea, isLocale, type Locale } from '@foundly/domain';
import { CountryCode, LegalForm } from '@foundly/proto';
import type { AppContext } from '../../../app-context.js';
import type { Transaction } from '../../../db/client.js';
import { findOrderKind, type PaymentRow } from '../payments.repository.js';

/**
 * Who an e-mail about a payment goes to and in what language: the address and
 * language of the checkout, and a link to the home of the order's country
 * area. With the order's country and legal form, which the receipt needs.
 */
export async function findPaymentRecipient(app: AppContext, tx: Transaction, payment: PaymentRow) {
  const order = await findOrderKind(tx, payment.orderId);
  const country = CountryCode[order?.countryCode ?? 'UNSPECIFIED'];
  const legalForm = LegalForm[order?.legalForm ?? 'UNSPECIFIED'];
  const locale: Locale = isLocale(payment.locale) ? payment.locale : DEFAULT_LOCALE;
  return {
    country,
    legalForm,
    to: payment.customerEmail,
    locale,
    link: `${app.config.baseUrl}/${getHomeArea(country).prefix}/${locale}`,
  };
}
