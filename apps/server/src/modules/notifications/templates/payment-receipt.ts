import { formatMoney, type Locale } from '@foundly/domain';
import type { PaymentReceipt, RenderedEmail } from '../email-content.js';
import { escapeHtml } from './html.js';

interface ReceiptCopy {
  subject: (product: string) => string;
  intro: string;
  product: string;
  net: string;
  vat: (rate: string) => string;
  total: string;
  perMonth: string;
  order: string;
  date: string;
  action: string;
  closing: string;
  /** Between a label and its value: French puts a (non-breaking) space before the colon. */
  colon: string;
}

const PAYMENT_RECEIPT: Record<Locale, ReceiptCopy> = {
  'en-gb': {
    subject: (product) => `Payment received: ${product}`,
    intro: 'Thank you. We have received your payment and your order is now being prepared.',
    product: 'Product',
    net: 'Price excluding VAT',
    vat: (rate) => `VAT (${rate})`,
    total: 'Total paid',
    perMonth: 'per month',
    order: 'Order reference',
    date: 'Date',
    action: 'Go to my dashboard',
    closing: 'Keep this e-mail as your payment receipt.',
    colon: ': ',
  },
  'fr-fr': {
    subject: (product) => `Paiement reçu\u00a0: ${product}`,
    intro: 'Merci. Nous avons bien reçu votre paiement et votre commande est en préparation.',
    product: 'Produit',
    net: 'Prix HT',
    vat: (rate) => `TVA (${rate})`,
    total: 'Total payé (TTC)',
    perMonth: 'par mois',
    order: 'Référence de commande',
    date: 'Date',
    action: 'Accéder à mon espace',
    closing: 'Conservez cet e-mail comme justificatif de paiement.',
    colon: '\u00a0: ',
  },
  'es-es': {
    subject: (product) => `Pago recibido: ${product}`,
    intro: 'Gracias. Hemos recibido tu pago y ya estamos preparando tu pedido.',
    product: 'Producto',
    net: 'Precio sin IVA',
    vat: (rate) => `IVA (${rate})`,
    total: 'Total pagado',
    perMonth: 'al mes',
    order: 'Referencia del pedido',
    date: 'Fecha',
    action: 'Ir a mi panel',
    closing: 'Guarda este correo como justificante de pago.',
    colon: ': ',
  },
};

/** The receipt sent when a payment succeeds: net, VAT, total, order and date. */
export function renderPaymentReceipt(
  language: Locale,
  receipt: PaymentReceipt,
  link: string,
): RenderedEmail {
  const copy = PAYMENT_RECEIPT[language];
  const money = (cents: number) => {
    const amount = formatMoney(cents, receipt.currency, language);
    return receipt.isSubscription ? `${amount} ${copy.perMonth}` : amount;
  };
  const rate = new Intl.NumberFormat(language, {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(receipt.vatRate);
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    receipt.paidAt,
  );
  const rows: [string, string][] = [
    [copy.product, receipt.productName],
    [copy.net, money(receipt.netCents)],
    [copy.vat(rate), money(receipt.vatCents)],
    [copy.total, money(receipt.totalCents)],
    [copy.order, receipt.orderId],
    [copy.date, date],
  ];
  const text = [
    copy.intro,
    '',
    ...rows.map(([label, value]) => `${label}${copy.colon}${value}`),
    '',
    `${copy.action}${copy.colon}${link}`,
    '',
    copy.closing,
    '',
  ].join('\n');
  const table = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return {
    subject: copy.subject(receipt.productName),
    text,
    html: `<p>${escapeHtml(copy.intro)}</p><table>${table}</table><p><a href="${escapeHtml(link)}">${escapeHtml(copy.action)}</a></p><p>${escapeHtml(copy.closing)}</p>`,
  };
}
