import { formatMoney, type Locale } from '@foundly/domain';
import { escapeHtml, renderSandboxPage } from '../../../../sandbox-pages/html-page.js';
import { getSandboxLocale } from './sandbox-pages.js';
import type { SandboxSubscriptionRow } from './sandbox-subscriptions.repository.js';
import { TEST_CARDS, type CardFormError } from './test-cards.js';

export type InvoicePageError = CardFormError | 'card_declined';

interface Copy {
  banner: string;
  subscription: string;
  status: Record<string, string>;
  period: (end: string) => string;
  failArmed: string;
  openInvoice: string;
  renew: string;
  failNext: string;
  cancel: string;
  invoiceTitle: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
  pay: (amount: string) => string;
  paid: string;
  notFound: string;
  errors: Record<InvoicePageError, string>;
}

const COPY: Record<Locale, Copy> = {
  'en-gb': {
    banner: 'Sandbox: no real payment is made. These controls do what Stripe Billing would.',
    subscription: 'Subscription',
    status: { active: 'Active', past_due: 'Past due', canceled: 'Cancelled' },
    period: (end) => `Current period ends on ${end}.`,
    failArmed: 'The next charge will be declined.',
    openInvoice: 'Unpaid invoice',
    renew: 'Renew now',
    failNext: 'Fail next renewal',
    cancel: 'Cancel the subscription',
    invoiceTitle: 'Pay your invoice',
    cardNumber: 'Card number',
    expiry: 'Expiry date (MM / YY)',
    cvc: 'CVC',
    name: 'Name on card',
    pay: (amount) => `Pay ${amount}`,
    paid: 'This invoice is paid. You can close this page.',
    notFound: 'There is nothing to pay here.',
    errors: {
      invalid_number: 'Your card number is invalid.',
      invalid_expiry: 'Your card’s expiry date is invalid.',
      expired_card: 'Your card’s expiry date is in the past.',
      invalid_cvc: 'Your card’s security code is invalid.',
      missing_name: 'Enter the name on the card.',
      card_declined: 'Your card was declined.',
    },
  },
  'fr-fr': {
    banner:
      'Bac à sable\u00a0: aucun paiement réel. Ces commandes font ce que ferait Stripe Billing.',
    subscription: 'Abonnement',
    status: { active: 'Actif', past_due: 'En retard de paiement', canceled: 'Résilié' },
    period: (end) => `La période en cours se termine le ${end}.`,
    failArmed: 'Le prochain prélèvement sera refusé.',
    openInvoice: 'Facture impayée',
    renew: 'Renouveler maintenant',
    failNext: 'Faire échouer le prochain renouvellement',
    cancel: 'Résilier l’abonnement',
    invoiceTitle: 'Payer votre facture',
    cardNumber: 'Numéro de carte',
    expiry: 'Date d’expiration (MM / AA)',
    cvc: 'Cryptogramme (CVC)',
    name: 'Nom sur la carte',
    pay: (amount) => `Payer ${amount}`,
    paid: 'Cette facture est payée. Vous pouvez fermer cette page.',
    notFound: 'Il n’y a rien à payer ici.',
    errors: {
      invalid_number: 'Le numéro de carte est invalide.',
      invalid_expiry: 'La date d’expiration est invalide.',
      expired_card: 'La date d’expiration est passée.',
      invalid_cvc: 'Le cryptogramme est invalide.',
      missing_name: 'Saisissez le nom figurant sur la carte.',
      card_declined: 'Votre carte a été refusée.',
    },
  },
  'es-es': {
    banner:
      'Entorno de pruebas: no se cobra nada. Estos controles hacen lo que haría Stripe Billing.',
    subscription: 'Suscripción',
    status: { active: 'Activa', past_due: 'Pago pendiente', canceled: 'Cancelada' },
    period: (end) => `El periodo actual termina el ${end}.`,
    failArmed: 'El próximo cobro será rechazado.',
    openInvoice: 'Factura pendiente',
    renew: 'Renovar ahora',
    failNext: 'Hacer fallar la próxima renovación',
    cancel: 'Cancelar la suscripción',
    invoiceTitle: 'Paga tu factura',
    cardNumber: 'Número de tarjeta',
    expiry: 'Fecha de caducidad (MM / AA)',
    cvc: 'Código de seguridad (CVC)',
    name: 'Nombre en la tarjeta',
    pay: (amount) => `Pagar ${amount}`,
    paid: 'Esta factura está pagada. Puedes cerrar esta página.',
    notFound: 'No hay nada que pagar aquí.',
    errors: {
      invalid_number: 'El número de tarjeta no es válido.',
      invalid_expiry: 'La fecha de caducidad no es válida.',
      expired_card: 'La fecha de caducidad ya ha pasado.',
      invalid_cvc: 'El código de seguridad no es válido.',
      missing_name: 'Escribe el nombre que figura en la tarjeta.',
      card_declined: 'Tu tarjeta ha sido rechazada.',
    },
  },
};

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f6f8fa;color:#1a1f36}
main{max-width:28rem;margin:2rem auto;width:calc(100% - 2rem);padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.25rem;margin:0 0 1rem}
.banner{background:#fff4e5;border:1px solid #f5a623;border-radius:.5rem;padding:.5rem .75rem;font-size:.875rem;margin-bottom:1rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{width:100%;padding:.625rem .75rem;font:inherit;border:1px solid #8792a2;border-radius:.375rem}
input:focus,button:focus,a:focus{outline:3px solid #635bff;outline-offset:2px}
button{width:100%;margin-top:1rem;padding:.75rem;font:inherit;font-weight:600;color:#fff;background:#4b45c6;border:0;border-radius:.375rem;cursor:pointer}
button.secondary{background:#fff;color:#a4161a;border:1px solid #a4161a}
.error{color:#a4161a;background:#fdecea;border-radius:.375rem;padding:.5rem .75rem;margin:1rem 0 0}
a{color:#4b45c6}
`;

function amountOf(subscription: SandboxSubscriptionRow, locale: Locale) {
  return formatMoney(subscription.amount, subscription.currency, locale);
}

/** The sandbox's subscription page: its status and the controls Stripe's clock stands in for. */
export function renderSubscriptionPage(
  subscription: SandboxSubscriptionRow,
  paths: { action: string; invoice: string | undefined },
): string {
  const locale = getSandboxLocale(subscription.locale);
  const copy = COPY[locale];
  const end = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    subscription.currentPeriodEnd,
  );
  const live = subscription.status !== 'canceled';
  const button = (action: string, label: string, secondary = false) =>
    `<form method="post" action="${escapeHtml(`${paths.action}/${action}`)}"><button type="submit"${secondary ? ' class="secondary"' : ''}>${escapeHtml(label)}</button></form>`;
  return renderSandboxPage({
    locale,
    title: `${copy.subscription} · ${subscription.id}`,
    style: STYLE,
    body: `<p class="banner" role="note">${escapeHtml(copy.banner)}</p>
<h1>${escapeHtml(copy.subscription)}</h1>
<p role="status"><strong>${escapeHtml(copy.status[subscription.status] ?? subscription.status)}</strong> · ${escapeHtml(amountOf(subscription, locale))}</p>
<p>${escapeHtml(copy.period(end))}</p>
${subscription.failNextCharge ? `<p>${escapeHtml(copy.failArmed)}</p>` : ''}
${paths.invoice ? `<p><a href="${escapeHtml(paths.invoice)}">${escapeHtml(copy.openInvoice)}</a></p>` : ''}
${live ? button('renew', copy.renew) + button('fail-next', copy.failNext) + button('cancel', copy.cancel, true) : ''}`,
  });
}

/** Stripe's hosted invoice page stand-in: pays an unpaid renewal with another card. */
export function renderInvoicePage(
  subscription: SandboxSubscriptionRow | undefined,
  options: { actionPath: string; error?: InvoicePageError | undefined; paid: boolean },
): string {
  const locale = getSandboxLocale(subscription?.locale);
  const copy = COPY[locale];
  if (!subscription || options.paid) {
    return renderSandboxPage({
      locale,
      title: copy.invoiceTitle,
      style: STYLE,
      body: `<h1>${escapeHtml(copy.invoiceTitle)}</h1><p role="status">${escapeHtml(options.paid ? copy.paid : copy.notFound)}</p>`,
    });
  }
  const error = options.error
    ? `<p class="error" id="card-error" role="alert">${escapeHtml(copy.errors[options.error])}</p>`
    : '';
  return renderSandboxPage({
    locale,
    title: copy.invoiceTitle,
    style: STYLE,
    body: `<p class="banner" role="note">${escapeHtml(copy.banner)}</p>
<h1>${escapeHtml(copy.invoiceTitle)}</h1>
<form method="post" action="${escapeHtml(options.actionPath)}" novalidate>
<label for="card-number">${escapeHtml(copy.cardNumber)}</label>
<input id="card-number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="${TEST_CARDS.succeeds}" required${options.error ? ' aria-describedby="card-error"' : ''}>
<label for="card-expiry">${escapeHtml(copy.expiry)}</label>
<input id="card-expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" required>
<label for="card-cvc">${escapeHtml(copy.cvc)}</label>
<input id="card-cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required>
<label for="card-name">${escapeHtml(copy.name)}</label>
<input id="card-name" name="name" autocomplete="cc-name" required>
${error}
<button type="submit">${escapeHtml(copy.pay(amountOf(subscription, locale)))}</button>
</form>`,
  });
}

export function isInvoicePageError(value: unknown): value is InvoicePageError {
  return typeof value === 'string' && Object.hasOwn(COPY['en-gb'].errors, value);
}
