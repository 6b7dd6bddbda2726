import { DEFAULT_LOCALE, formatMoney, isLocale, type Locale } from '@foundly/domain';
import type { SandboxSessionRow } from './sandbox.repository.js';
import { TEST_CARDS, type CardFormError } from './test-cards.js';
import { escapeHtml, renderSandboxPage } from '../../../../sandbox-pages/html-page.js';
import { SANDBOX_SUBSCRIPTION_PATH } from './sandbox-billing.js';

export type SandboxPageError = CardFormError | 'card_declined' | 'authentication_failed';

interface Copy {
  title: string;
  banner: string;
  payTo: string;
  email: string;
  cardNumber: string;
  expiry: string;
  expiryPlaceholder: string;
  cvc: string;
  name: string;
  pay: (amount: string) => string;
  subscribe: (amount: string) => string;
  perMonth: string;
  cancel: string;
  testCards: string;
  cardSucceeds: string;
  cardDeclined: string;
  cardAuthentication: string;
  errors: Record<SandboxPageError, string>;
  expired: string;
  completed: string;
  notFound: string;
  back: string;
  continue: string;
  /** The sandbox's controls of the subscription a paid subscription checkout created. */
  subscription: string;
  authTitle: string;
  authText: string;
  complete: string;
  fail: string;
}

const COPY: Record<Locale, Copy> = {
  'en-gb': {
    title: 'Checkout',
    banner: 'Sandbox: no real payment is made. Pay with one of the test cards below.',
    payTo: 'Pay Foundly',
    email: 'E-mail:',
    cardNumber: 'Card number',
    expiry: 'Expiry date (MM / YY)',
    expiryPlaceholder: 'MM / YY',
    cvc: 'CVC',
    name: 'Name on card',
    pay: (amount) => `Pay ${amount}`,
    subscribe: (amount) => `Subscribe for ${amount}`,
    perMonth: 'per month',
    cancel: 'Cancel and return',
    testCards: 'Test cards (any future expiry date, any CVC)',
    cardSucceeds: 'succeeds',
    cardDeclined: 'is declined',
    cardAuthentication: 'asks for 3-D Secure authentication',
    errors: {
      invalid_number: 'Your card number is invalid.',
      invalid_expiry: 'Your card’s expiry date is invalid.',
      expired_card: 'Your card’s expiry date is in the past.',
      invalid_cvc: 'Your card’s security code is incomplete.',
      missing_name: 'Enter the name on the card.',
      card_declined: 'Your card was declined.',
      authentication_failed:
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    },
    expired: 'This checkout session has expired.',
    completed: 'This checkout is already paid.',
    notFound: 'This checkout session does not exist.',
    back: 'Return to Foundly',
    continue: 'Continue',
    subscription: 'Subscription controls (renew, fail, cancel)',
    authTitle: '3-D Secure authentication',
    authText: 'This test payment needs authentication. Complete it, or make it fail.',
    complete: 'Complete',
    fail: 'Fail',
  },
  'fr-fr': {
    title: 'Paiement',
    banner:
      'Bac à sable : aucun paiement réel n’est effectué. Payez avec l’une des cartes de test ci-dessous.',
    payTo: 'Payer Foundly',
    email: 'E-mail :',
    cardNumber: 'Numéro de carte',
    expiry: 'Date d’expiration (MM / AA)',
    expiryPlaceholder: 'MM / AA',
    cvc: 'Cryptogramme (CVC)',
    name: 'Nom sur la carte',
    pay: (amount) => `Payer ${amount}`,
    subscribe: (amount) => `S’abonner pour ${amount}`,
    perMonth: 'par mois',
    cancel: 'Annuler et revenir',
    testCards: 'Cartes de test (toute date d’expiration future, tout CVC)',
    cardSucceeds: 'est acceptée',
    cardDeclined: 'est refusée',
    cardAuthentication: 'demande une authentification 3-D Secure',
    errors: {
      invalid_number: 'Le numéro de carte n’est pas valide.',
      invalid_expiry: 'La date d’expiration n’est pas valide.',
      expired_card: 'La date d’expiration de la carte est passée.',
      invalid_cvc: 'Le cryptogramme de la carte est incomplet.',
      missing_name: 'Saisissez le nom figurant sur la carte.',
      card_declined: 'Votre carte a été refusée.',
      authentication_failed:
        'Nous n’avons pas pu authentifier votre moyen de paiement. Choisissez-en un autre et réessayez.',
    },
    expired: 'Cette session de paiement a expiré.',
    completed: 'Ce paiement est déjà effectué.',
    notFound: 'Cette session de paiement n’existe pas.',
    back: 'Revenir à Foundly',
    continue: 'Continuer',
    subscription: 'Commandes de l’abonnement (renouveler, échouer, résilier)',
    authTitle: 'Authentification 3-D Secure',
    authText: 'Ce paiement de test demande une authentification. Validez-la, ou faites-la échouer.',
    complete: 'Valider',
    fail: 'Échouer',
  },
  'es-es': {
    title: 'Pago',
    banner:
      'Entorno de pruebas: no se realiza ningún pago real. Paga con una de las tarjetas de prueba de abajo.',
    payTo: 'Pagar a Foundly',
    email: 'Correo electrónico:',
    cardNumber: 'Número de tarjeta',
    expiry: 'Fecha de caducidad (MM / AA)',
    expiryPlaceholder: 'MM / AA',
    cvc: 'Código de seguridad (CVC)',
    name: 'Nombre en la tarjeta',
    pay: (amount) => `Pagar ${amount}`,
    subscribe: (amount) => `Suscribirse por ${amount}`,
    perMonth: 'al mes',
    cancel: 'Cancelar y volver',
    testCards: 'Tarjetas de prueba (cualquier fecha de caducidad futura, cualquier CVC)',
    cardSucceeds: 'se acepta',
    cardDeclined: 'se rechaza',
    cardAuthentication: 'pide autenticación 3-D Secure',
    errors: {
      invalid_number: 'El número de tarjeta no es válido.',
      invalid_expiry: 'La fecha de caducidad no es válida.',
      expired_card: 'La fecha de caducidad de la tarjeta ya ha pasado.',
      invalid_cvc: 'El código de seguridad de la tarjeta está incompleto.',
      missing_name: 'Escribe el nombre que aparece en la tarjeta.',
      card_declined: 'Tu tarjeta ha sido rechazada.',
      authentication_failed:
        'No hemos podido autenticar tu método de pago. Elige otro e inténtalo de nuevo.',
    },
    expired: 'Esta sesión de pago ha caducado.',
    completed: 'Este pago ya se ha completado.',
    notFound: 'Esta sesión de pago no existe.',
    back: 'Volver a Foundly',
    continue: 'Continuar',
    subscription: 'Controles de la suscripción (renovar, fallar, cancelar)',
    authTitle: 'Autenticación 3-D Secure',
    authText: 'Este pago de prueba necesita autenticación. Complétala o hazla fallar.',
    complete: 'Completar',
    fail: 'Fallar',
  },
};

export function getSandboxLocale(value: string | undefined): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

export function isSandboxPageError(value: unknown): value is SandboxPageError {
  return typeof value === 'string' && Object.hasOwn(COPY[DEFAULT_LOCALE].errors, value);
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f6f8fa;color:#1a1f36}
main{max-width:28rem;margin:2rem auto;box-sizing:border-box;width:calc(100% - 2rem);padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.25rem;margin:0 0 1rem}
.banner{background:#fff4e5;border:1px solid #f5a623;border-radius:.5rem;padding:.5rem .75rem;font-size:.875rem;margin-bottom:1rem}
.amount{font-size:2rem;font-weight:700;margin:0}
.muted{color:#4f566b;font-size:.875rem;margin:.25rem 0 1rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{width:100%;padding:.625rem .75rem;font:inherit;border:1px solid #8792a2;border-radius:.375rem}
input:focus,button:focus,a:focus{outline:3px solid #635bff;outline-offset:2px}
.row{display:flex;gap:.75rem}.row>div{flex:1}
button{width:100%;margin-top:1.25rem;padding:.75rem;font:inherit;font-weight:600;color:#fff;background:#4b45c6;border:0;border-radius:.375rem;cursor:pointer}
button.secondary{background:#fff;color:#a4161a;border:1px solid #a4161a}
.error{color:#a4161a;background:#fdecea;border-radius:.375rem;padding:.5rem .75rem;margin:1rem 0 0}
.cancel{display:inline-block;margin-top:1rem;color:#4b45c6}
details{margin-top:1.5rem;font-size:.875rem}
code{font-family:ui-monospace,monospace}
`;

function layout(locale: Locale, title: string, body: string): string {
  return renderSandboxPage({ locale, title, style: STYLE, body });
}

function formatAmount(session: SandboxSessionRow, copy: Copy, locale: Locale): string {
  const amount = formatMoney(session.amountTotal, session.currency, locale);
  return session.mode === 'subscription' ? `${amount} ${copy.perMonth}` : amount;
}

/** The card form of an open session, with the error of the last attempt if any. */
export function renderCheckoutPage(
  session: SandboxSessionRow,
  options: { actionPath: string; error?: SandboxPageError | undefined },
): string {
  const locale = getSandboxLocale(session.locale);
  const copy = COPY[locale];
  const amount = formatAmount(session, copy, locale);
  const button = session.mode === 'subscription' ? copy.subscribe(amount) : copy.pay(amount);
  const error = options.error
    ? `<p class="error" id="card-error" role="alert">${escapeHtml(copy.errors[options.error])}</p>`
    : '';
  const describedBy = options.error ? ' aria-describedby="card-error"' : '';
  const invalid = options.error && options.error !== 'missing_name' ? ' aria-invalid="true"' : '';
  const format = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');
  return layout(
    locale,
    `${copy.title} · ${session.productName}`,
    `<p class="banner" role="note">${escapeHtml(copy.banner)}</p>
<h1>${escapeHtml(copy.payTo)}</h1>
<p class="amount">${escapeHtml(amount)}</p>
<p class="muted"><strong>${escapeHtml(session.productName)}</strong><br>${escapeHtml(session.description)}</p>
<p class="muted">${escapeHtml(copy.email)} ${escapeHtml(session.customerEmail)}</p>
<form method="post" action="${escapeHtml(options.actionPath)}" novalidate>
<label for="card-number">${escapeHtml(copy.cardNumber)}</label>
<input id="card-number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required${describedBy}${invalid}>
<div class="row">
<div><label for="card-expiry">${escapeHtml(copy.expiry)}</label>
<input id="card-expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="${escapeHtml(copy.expiryPlaceholder)}" required></div>
<div><label for="card-cvc">${escapeHtml(copy.cvc)}</label>
<input id="card-cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required></div>
</div>
<label for="card-name">${escapeHtml(copy.name)}</label>
<input id="card-name" name="name" autocomplete="cc-name" required>
${error}
<button type="submit">${escapeHtml(button)}</button>
</form>
<a class="cancel" href="${escapeHtml(session.cancelUrl)}">${escapeHtml(copy.cancel)}</a>
<details>
<summary>${escapeHtml(copy.testCards)}</summary>
<ul>
<li><code>${format(TEST_CARDS.succeeds)}</code> ${escapeHtml(copy.cardSucceeds)}</li>
<li><code>${format(TEST_CARDS.declined)}</code> ${escapeHtml(copy.cardDeclined)}</li>
<li><code>${format(TEST_CARDS.requiresAuthentication)}</code> ${escapeHtml(copy.cardAuthentication)}</li>
</ul>
</details>`,
  );
}

/** The stand-in for the bank's 3-D Secure page of Stripe's test mode. */
export function renderAuthenticationPage(session: SandboxSessionRow, actionPath: string): string {
  const locale = getSandboxLocale(session.locale);
  const copy = COPY[locale];
  return layout(
    locale,
    copy.authTitle,
    `<p class="banner" role="note">${escapeHtml(copy.banner)}</p>
<h1>${escapeHtml(copy.authTitle)}</h1>
<p>${escapeHtml(copy.authText)}</p>
<p class="amount">${escapeHtml(formatAmount(session, copy, locale))}</p>
<form method="post" action="${escapeHtml(actionPath)}">
<button type="submit" name="action" value="complete">${escapeHtml(copy.complete)}</button>
<button type="submit" name="action" value="fail" class="secondary">${escapeHtml(copy.fail)}</button>
</form>`,
  );
}

/**
 * A session that can no longer be paid: expired, already paid, or unknown. A paid
 * subscription checkout links to its subscription's controls.
 */
export function renderClosedPage(
  session: SandboxSessionRow | undefined,
  successUrl: string,
): string {
  const locale = getSandboxLocale(session?.locale);
  const copy = COPY[locale];
  const message = !session
    ? copy.notFound
    : session.status === 'complete'
      ? copy.completed
      : copy.expired;
  const link = !session
    ? ''
    : session.status === 'complete'
      ? `<a class="cancel" href="${escapeHtml(successUrl)}">${escapeHtml(copy.continue)}</a>`
      : `<a class="cancel" href="${escapeHtml(session.cancelUrl)}">${escapeHtml(copy.back)}</a>`;
  const subscription =
    session?.status === 'complete' && session.subscriptionId
      ? `<p><a href="${escapeHtml(`${SANDBOX_SUBSCRIPTION_PATH}/${session.subscriptionId}`)}">${escapeHtml(copy.subscription)}</a></p>`
      : '';
  return layout(
    locale,
    copy.title,
    `<h1>${escapeHtml(copy.title)}</h1><p role="status">${escapeHtml(message)}</p>${link}${subscription}`,
  );
}
