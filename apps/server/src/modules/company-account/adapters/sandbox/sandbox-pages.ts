import { DEFAULT_LOCALE, formatMoney, isLocale, type Locale } from '@foundly/domain';
import type { SandboxCompanyAccount } from '../../../banking/index.js';
import { escapeHtml, renderSandboxPage } from '../../../../sandbox-pages/html-page.js';
import type { SandboxOnboardingRow } from './sandbox.repository.js';

interface Copy {
  title: string;
  banner: string;
  company: string;
  email: string;
  intro: string;
  complete: string;
  submitInvalid: string;
  invalid: string;
  finalized: string;
  back: string;
  notFound: string;
  bankingTitle: string;
  bankingText: string;
  iban: string;
  capital: string;
  accountOpening: string;
}

const COPY: Record<Locale, Copy> = {
  'en-gb': {
    title: 'Open your business account',
    banner: 'Bank sandbox: no real account is opened.',
    company: 'Company',
    email: 'E-mail',
    intro: 'Check your details, then finish the onboarding, or send it with information missing.',
    complete: 'Complete the onboarding',
    submitInvalid: 'Send with information missing',
    invalid: 'Some information is missing or invalid. Complete it and finish the onboarding.',
    finalized: 'Your onboarding is complete: your business account is being opened.',
    back: 'Back to Foundly',
    notFound: 'This onboarding link is not valid.',
    bankingTitle: 'Your business account',
    bankingText: 'Your business account is open.',
    iban: 'IBAN',
    capital: 'Share capital',
    accountOpening:
      'Your company’s account opens when the bank releases the deposited capital to it.',
  },
  'fr-fr': {
    title: 'Ouvrez votre compte professionnel',
    banner: 'Banque de test : aucun compte réel n’est ouvert.',
    company: 'Entreprise',
    email: 'E-mail',
    intro:
      'Vérifiez vos informations, puis terminez l’ouverture, ou envoyez-la avec des informations manquantes.',
    complete: 'Terminer l’ouverture',
    submitInvalid: 'Envoyer avec des informations manquantes',
    invalid: 'Des informations manquent ou sont invalides. Complétez-les et terminez l’ouverture.',
    finalized: 'Votre demande est complète : votre compte professionnel est en cours d’ouverture.',
    back: 'Retour à Foundly',
    notFound: 'Ce lien d’ouverture n’est pas valide.',
    bankingTitle: 'Votre compte professionnel',
    bankingText: 'Votre compte professionnel est ouvert.',
    iban: 'IBAN',
    capital: 'Capital social',
    accountOpening:
      'Le compte de votre société s’ouvre lorsque la banque lui verse le capital déposé.',
  },
  'es-es': {
    title: 'Abre tu cuenta profesional',
    banner: 'Banco de pruebas: no se abre ninguna cuenta real.',
    company: 'Empresa',
    email: 'Correo electrónico',
    intro: 'Comprueba tus datos y termina la apertura, o envíala con información que falta.',
    complete: 'Terminar la apertura',
    submitInvalid: 'Enviar con información que falta',
    invalid: 'Falta información o no es válida. Complétala y termina la apertura.',
    finalized: 'Tu solicitud está completa: tu cuenta profesional se está abriendo.',
    back: 'Volver a Foundly',
    notFound: 'Este enlace de apertura no es válido.',
    bankingTitle: 'Tu cuenta profesional',
    bankingText: 'Tu cuenta profesional está abierta.',
    iban: 'IBAN',
    capital: 'Capital social',
    accountOpening:
      'La cuenta de tu sociedad se abre cuando el banco le transfiere el capital depositado.',
  },
};

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f4f6f5;color:#12261e}
main{max-width:30rem;margin:2rem auto;width:calc(100% - 2rem);padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.25rem;margin:0 0 1rem}
.banner{background:#fff4e5;border:1px solid #f5a623;border-radius:.5rem;padding:.5rem .75rem;font-size:.875rem;margin-bottom:1rem}
dl{margin:0 0 1rem}dt{font-weight:600}dd{margin:0 0 .5rem}
button{width:100%;margin-top:.75rem;padding:.75rem;font:inherit;font-weight:600;color:#fff;background:#0b6e4f;border:0;border-radius:.375rem;cursor:pointer}
button.secondary{background:#fff;color:#a4161a;border:1px solid #a4161a}
button:focus,a:focus{outline:3px solid #0b6e4f;outline-offset:2px}
.error{color:#a4161a;background:#fdecea;border-radius:.375rem;padding:.5rem .75rem;margin:0 0 1rem}
.done{background:#e6f4ea;border-radius:.375rem;padding:.5rem .75rem}
a{color:#0b6e4f}
`;

export function getSandboxBankLocale(value: string | undefined): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

function layout(locale: Locale, title: string, body: string): string {
  const copy = COPY[locale];
  return renderSandboxPage({
    locale,
    title,
    style: STYLE,
    body: `<p class="banner" role="note">${escapeHtml(copy.banner)}</p>\n<h1>${escapeHtml(title)}</h1>\n${body}`,
  });
}

/** The onboarding form of an ongoing onboarding; says so when its information was sent invalid. */
export function renderOnboardingPage(row: SandboxOnboardingRow, actionPath: string): string {
  const locale = getSandboxBankLocale(row.locale);
  const copy = COPY[locale];
  const invalid =
    row.status === 'Invalid' ? `<p class="error" role="alert">${escapeHtml(copy.invalid)}</p>` : '';
  return layout(
    locale,
    copy.title,
    `${invalid}<p>${escapeHtml(copy.intro)}</p>
<dl><dt>${escapeHtml(copy.company)}</dt><dd>${escapeHtml(row.companyName)}</dd>
<dt>${escapeHtml(copy.email)}</dt><dd>${escapeHtml(row.email)}</dd></dl>
<form method="post" action="${escapeHtml(actionPath)}/complete"><button type="submit">${escapeHtml(copy.complete)}</button></form>
<form method="post" action="${escapeHtml(actionPath)}/invalid"><button type="submit" class="secondary">${escapeHtml(copy.submitInvalid)}</button></form>`,
  );
}

/** A finalized onboarding: the link back to the founder's portal. */
export function renderFinalizedPage(row: SandboxOnboardingRow): string {
  const locale = getSandboxBankLocale(row.locale);
  const copy = COPY[locale];
  return layout(
    locale,
    copy.title,
    `<p class="done" role="status">${escapeHtml(copy.finalized)}</p>
<p><a href="${escapeHtml(row.redirectUrl)}">${escapeHtml(copy.back)}</a></p>`,
  );
}

export function renderNotFoundPage(locale: Locale): string {
  const copy = COPY[locale];
  return layout(
    locale,
    copy.title,
    `<p class="error" role="alert">${escapeHtml(copy.notFound)}</p>`,
  );
}

/** The sandbox's fixed test IBAN of an open account: nothing can be paid into it. */
const SANDBOX_ACCOUNT_IBAN = 'FR76 3000 6000 0112 3456 7890 189';

/**
 * The sandbox's web banking of a company whose capital deposit opens its
 * account: open with its capital once the bank released the funds, else
 * waiting for them.
 */
export function renderCompanyAccountPage(account: SandboxCompanyAccount): string {
  const locale = getSandboxBankLocale(account.locale);
  const copy = COPY[locale];
  const capital = formatMoney(account.capitalCents, account.currency, locale);
  const state = account.open
    ? `<p class="done" role="status">${escapeHtml(copy.bankingText)}</p>`
    : `<p role="status">${escapeHtml(copy.accountOpening)}</p>`;
  const iban = account.open
    ? `\n<dt>${escapeHtml(copy.iban)}</dt><dd><code>${SANDBOX_ACCOUNT_IBAN}</code></dd>`
    : '';
  return layout(
    locale,
    copy.bankingTitle,
    `${state}
<dl><dt>${escapeHtml(copy.company)}</dt><dd>${escapeHtml(account.companyName)}</dd>
<dt>${escapeHtml(copy.capital)}</dt><dd>${escapeHtml(capital)}</dd>${iban}</dl>
<p><a href="/">${escapeHtml(copy.back)}</a></p>`,
  );
}

/** The sandbox's web banking: the account a finalized onboarding opened. */
export function renderBankingPage(row: SandboxOnboardingRow): string {
  const locale = getSandboxBankLocale(row.locale);
  const copy = COPY[locale];
  return layout(
    locale,
    copy.bankingTitle,
    `<p class="done" role="status">${escapeHtml(copy.bankingText)}</p>
<dl><dt>${escapeHtml(copy.company)}</dt><dd>${escapeHtml(row.companyName)}</dd>
<dt>${escapeHtml(copy.iban)}</dt><dd><code>${SANDBOX_ACCOUNT_IBAN}</code></dd></dl>
<p><a href="${escapeHtml(row.redirectUrl)}">${escapeHtml(copy.back)}</a></p>`,
  );
}
