import { DEFAULT_LOCALE, formatMoney, isLocale, type Locale } from '@foundly/domain';
import type { SandboxShareholderRecord } from '../../../../db/schema/index.js';
import { escapeHtml, renderSandboxPage } from '../../../../sandbox-pages/html-page.js';
import type { SandboxCaseRow } from './sandbox.repository.js';

interface Copy {
  title: string;
  banner: string;
  company: string;
  founder: string;
  identityTitle: string;
  identityIntro: string;
  identityRefused: string;
  submitIdentity: string;
  reviewTitle: string;
  reviewIntro: string;
  approve: string;
  refuse: string;
  transferTitle: string;
  transferIntro: string;
  amount: string;
  iban: string;
  bic: string;
  holder: string;
  sendTransfer: string;
  transferred: string;
  closed: string;
  notFound: string;
  unchanged: string;
}

const COPY: Record<Locale, Copy> = {
  'en-gb': {
    title: 'Your capital deposit account',
    banner: 'Sandbox: no identity is checked and no money moves here.',
    company: 'Company being formed:',
    founder: 'Founder:',
    identityTitle: 'Verify your identity',
    identityIntro: 'The bank needs to verify your identity before you can transfer your capital.',
    identityRefused:
      'The bank refused your identity verification. Verify it again with a valid document.',
    submitIdentity: 'Verify my identity',
    reviewTitle: 'Your identity is being reviewed',
    reviewIntro: 'In the sandbox, you play the bank: approve or refuse the verification.',
    approve: 'The bank approves my identity',
    refuse: 'The bank refuses my identity',
    transferTitle: 'Send the transfer of your capital',
    transferIntro:
      'Transfer your contribution to this deposit account, from an account in your name:',
    amount: 'Amount',
    iban: 'IBAN',
    bic: 'BIC',
    holder: 'Account holder',
    sendTransfer: 'Send the transfer',
    transferred: 'The bank has received your transfer. The notary now processes the deposit.',
    closed: 'Your part of the deposit is done. You can close this page.',
    notFound: 'This link does not exist.',
    unchanged: 'Nothing changed: this step was already done.',
  },
  'fr-fr': {
    title: 'Votre compte de dépôt de capital',
    banner: 'Bac à sable : aucune identité n’est vérifiée et aucun argent ne circule ici.',
    company: 'Société en formation :',
    founder: 'Fondateur :',
    identityTitle: 'Vérifiez votre identité',
    identityIntro:
      'La banque doit vérifier votre identité avant que vous puissiez virer votre capital.',
    identityRefused:
      'La banque a refusé la vérification de votre identité. Vérifiez-la à nouveau avec un document valide.',
    submitIdentity: 'Vérifier mon identité',
    reviewTitle: 'Votre identité est en cours de vérification',
    reviewIntro: 'Dans le bac à sable, vous jouez la banque : acceptez ou refusez la vérification.',
    approve: 'La banque accepte mon identité',
    refuse: 'La banque refuse mon identité',
    transferTitle: 'Envoyez le virement de votre capital',
    transferIntro: 'Virez votre apport sur ce compte de dépôt, depuis un compte à votre nom :',
    amount: 'Montant',
    iban: 'IBAN',
    bic: 'BIC',
    holder: 'Titulaire du compte',
    sendTransfer: 'Envoyer le virement',
    transferred: 'La banque a reçu votre virement. Le notaire traite maintenant le dépôt.',
    closed: 'Votre part du dépôt est faite. Vous pouvez fermer cette page.',
    notFound: 'Ce lien n’existe pas.',
    unchanged: 'Rien n’a changé : cette étape était déjà faite.',
  },
  'es-es': {
    title: 'Tu cuenta de depósito de capital',
    banner: 'Entorno de pruebas: aquí no se verifica ninguna identidad ni se mueve dinero.',
    company: 'Sociedad en formación:',
    founder: 'Fundador:',
    identityTitle: 'Verifica tu identidad',
    identityIntro:
      'El banco necesita verificar tu identidad antes de que puedas transferir tu capital.',
    identityRefused:
      'El banco ha rechazado la verificación de tu identidad. Verifícala de nuevo con un documento válido.',
    submitIdentity: 'Verificar mi identidad',
    reviewTitle: 'Tu identidad está en revisión',
    reviewIntro: 'En el entorno de pruebas, tú haces de banco: acepta o rechaza la verificación.',
    approve: 'El banco acepta mi identidad',
    refuse: 'El banco rechaza mi identidad',
    transferTitle: 'Envía la transferencia de tu capital',
    transferIntro:
      'Transfiere tu aportación a esta cuenta de depósito, desde una cuenta a tu nombre:',
    amount: 'Importe',
    iban: 'IBAN',
    bic: 'BIC',
    holder: 'Titular de la cuenta',
    sendTransfer: 'Enviar la transferencia',
    transferred: 'El banco ha recibido tu transferencia. El notario tramita ahora el depósito.',
    closed: 'Tu parte del depósito está hecha. Puedes cerrar esta página.',
    notFound: 'Este enlace no existe.',
    unchanged: 'No ha cambiado nada: este paso ya estaba hecho.',
  },
};

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f4f6fb;color:#14213d}
main{max-width:40rem;margin:1rem auto;width:calc(100% - 1rem);padding:1.25rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.375rem;margin:0 0 1rem}h2{font-size:1.125rem;margin:1.25rem 0 .5rem}
.banner{background:#fff4e5;border:1px solid #f5a623;border-radius:.5rem;padding:.5rem .75rem;font-size:.875rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
.actions{display:flex;gap:.75rem;flex-wrap:wrap;margin-top:1rem}
button{flex:1;min-width:10rem;min-height:2.75rem;padding:.75rem;font:inherit;font-weight:600;border-radius:.375rem;cursor:pointer;color:#fff;background:#2746b0;border:0}
button.secondary{background:#fff;color:#a4161a;border:1px solid #a4161a}
button:focus{outline:3px solid #f5a623;outline-offset:2px}
.notice{background:#eef2ff;border-radius:.375rem;padding:.5rem .75rem}
.error{color:#a4161a;background:#fdecea;border-radius:.375rem;padding:.5rem .75rem}
`;

function getLocale(value: string | undefined): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

function form(
  actionPath: string,
  buttons: { action: string; label: string; secondary?: boolean }[],
) {
  return `<form method="post" action="${escapeHtml(actionPath)}" class="actions">
${buttons
  .map(
    (button) =>
      `<button type="submit" name="action" value="${button.action}"${button.secondary ? ' class="secondary"' : ''}>${escapeHtml(button.label)}</button>`,
  )
  .join('\n')}
</form>`;
}

/**
 * The founder's page at the sandbox bank, in their language: their identity
 * to verify (or the bank's review of it to play), then the account and amount
 * to transfer and the button that sends it, then where the deposit stands.
 */
export function renderShareholderPage(
  row: SandboxCaseRow,
  shareholder: SandboxShareholderRecord,
  options: { actionPath: string; unchanged?: boolean },
): string {
  const locale = getLocale(shareholder.locale);
  const copy = COPY[locale];
  const name = `${shareholder.firstName} ${shareholder.lastName}`;
  let section: string;
  if (row.status !== 'WaitingForRequirements' || shareholder.status === 'CapitalTransferred') {
    section = `<p role="status" class="notice">${escapeHtml(
      shareholder.status === 'CapitalTransferred' && row.status === 'WaitingForRequirements'
        ? copy.transferred
        : copy.closed,
    )}</p>`;
  } else if (shareholder.verificationStatus === 'Pending') {
    section = `<h2>${escapeHtml(copy.reviewTitle)}</h2>
<p>${escapeHtml(copy.reviewIntro)}</p>
${form(options.actionPath, [
  { action: 'approve_identity', label: copy.approve },
  { action: 'refuse_identity', label: copy.refuse, secondary: true },
])}`;
  } else if (shareholder.verificationStatus === 'Verified') {
    section = `<h2>${escapeHtml(copy.transferTitle)}</h2>
<p>${escapeHtml(copy.transferIntro)}</p>
<dl>
<dt>${escapeHtml(copy.amount)}</dt><dd>${escapeHtml(formatMoney(shareholder.amountCents, row.currency, locale))}</dd>
<dt>${escapeHtml(copy.iban)}</dt><dd>${escapeHtml(shareholder.iban)}</dd>
<dt>${escapeHtml(copy.bic)}</dt><dd>${escapeHtml(shareholder.bic)}</dd>
<dt>${escapeHtml(copy.holder)}</dt><dd>${escapeHtml(name)}</dd>
</dl>
${form(options.actionPath, [{ action: 'send_transfer', label: copy.sendTransfer }])}`;
  } else {
    const refused =
      shareholder.verificationStatus === 'Refused'
        ? `<p class="error" role="alert">${escapeHtml(copy.identityRefused)}</p>`
        : '';
    section = `<h2>${escapeHtml(copy.identityTitle)}</h2>
${refused}
<p>${escapeHtml(copy.identityIntro)}</p>
${form(options.actionPath, [{ action: 'submit_identity', label: copy.submitIdentity }])}`;
  }
  const unchanged = options.unchanged
    ? `<p role="status" class="notice">${escapeHtml(copy.unchanged)}</p>`
    : '';
  return renderSandboxPage({
    locale,
    title: copy.title,
    style: STYLE,
    body: `<p class="banner" role="note">${escapeHtml(copy.banner)}</p>
<h1>${escapeHtml(copy.title)}</h1>
<p><strong>${escapeHtml(copy.company)}</strong> ${escapeHtml(row.companyName)}<br><strong>${escapeHtml(copy.founder)}</strong> ${escapeHtml(name)}</p>
${unchanged}
${section}`,
  });
}

/** A link that leads nowhere (wrong token, unknown case). */
export function renderNotFoundPage(): string {
  const copy = COPY[DEFAULT_LOCALE];
  return renderSandboxPage({
    locale: DEFAULT_LOCALE,
    title: copy.title,
    style: STYLE,
    body: `<h1>${escapeHtml(copy.title)}</h1>\n<p role="status">${escapeHtml(copy.notFound)}</p>`,
  });
}
