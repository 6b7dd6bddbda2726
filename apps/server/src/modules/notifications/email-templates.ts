import { DEFAULT_LOCALE, formatMoney, isLocale, type Locale } from '@foundly/domain';

/** What an e-mail says, by template; every template has a link to follow. */
export type EmailContent =
  | { template: 'verify-email'; link: string }
  | { template: 'payment-receipt'; link: string; receipt: PaymentReceipt };

export type EmailTemplate = EmailContent['template'];

/** The figures of a payment receipt, in integer cents. */
export interface PaymentReceipt {
  /** The product's name, already in the e-mail's language. */
  productName: string;
  netCents: number;
  vatCents: number;
  /** The VAT rate as a fraction (0.21). */
  vatRate: number;
  totalCents: number;
  currency: string;
  /** A monthly subscription: the amounts are per month. */
  isSubscription: boolean;
  orderId: string;
  paidAt: Date;
}

interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const VERIFY_EMAIL: Record<Locale, { subject: string; intro: string; action: string }> = {
  'en-gb': {
    subject: 'Confirm your e-mail address',
    intro: 'Welcome to Foundly. Confirm your e-mail address to finish creating your account:',
    action: 'Confirm my e-mail',
  },
  'fr-fr': {
    subject: 'Confirmez votre adresse e-mail',
    intro:
      'Bienvenue chez Foundly. Confirmez votre adresse e-mail pour terminer la création de votre compte :',
    action: 'Confirmer mon e-mail',
  },
  'es-es': {
    subject: 'Confirma tu dirección de correo electrónico',
    intro:
      'Te damos la bienvenida a Foundly. Confirma tu correo electrónico para terminar de crear tu cuenta:',
    action: 'Confirmar mi correo',
  },
};

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

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function renderReceipt(language: Locale, receipt: PaymentReceipt, link: string): RenderedEmail {
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

/** Renders an e-mail in the person's language (English when it is not known). */
export function renderEmail(
  content: EmailContent,
  locale: string | null | undefined,
): RenderedEmail & { locale: Locale } {
  const language = isLocale(locale ?? undefined) ? (locale as Locale) : DEFAULT_LOCALE;
  if (content.template === 'payment-receipt') {
    return { locale: language, ...renderReceipt(language, content.receipt, content.link) };
  }
  const copy = VERIFY_EMAIL[language];
  const { link } = content;
  return {
    locale: language,
    subject: copy.subject,
    text: `${copy.intro}\n\n${link}\n`,
    html: `<p>${escapeHtml(copy.intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(copy.action)}</a></p>`,
  };
}
