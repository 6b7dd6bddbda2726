import { formatMoney, type Locale } from '@foundly/domain';
import type { CapitalDepositTransfer, RenderedEmail } from '../email-content.js';
import { renderButton, renderLinkFallback, renderList, renderParagraph } from './html.js';

interface Copy {
  subject: string;
  intro: string;
  action: string;
  closing: string;
}

interface TransferCopy extends Copy {
  amount: string;
  iban: string;
  bic: string;
  holder: string;
}

interface CapitalDepositCopy {
  fallback: string;
  colon: string;
  identity: Copy;
  transfer: TransferCopy;
  certificate: Copy;
}

const COPY: Record<Locale, CapitalDepositCopy> = {
  'en-gb': {
    fallback: 'If the button does not work, copy this link into your browser:',
    colon: ': ',
    identity: {
      subject: 'Verify your identity to deposit your capital',
      intro:
        'Your capital deposit account is being opened with our banking partner. To open it, the bank needs to verify your identity.',
      action: 'Verify my identity',
      closing: 'It takes a few minutes with your identity document at hand.',
    },
    transfer: {
      subject: 'Send the transfer of your capital',
      intro:
        'Your identity is verified. You can now transfer your contribution to the capital to the deposit account:',
      action: 'Follow my deposit',
      closing:
        'Send it from an account in your name. We let you know as soon as the bank has received it.',
      amount: 'Amount',
      iban: 'IBAN',
      bic: 'BIC',
      holder: 'Account holder',
    },
    certificate: {
      subject: 'Your funds certificate has arrived',
      intro:
        'The notary has issued the certificate of deposit of your capital. It is in your documents, and we now publish the legal notice of your company.',
      action: 'See my documents',
      closing:
        'Your capital stays blocked until the company is registered, then it is released to its account.',
    },
  },
  'fr-fr': {
    fallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:',
    colon: '\u00a0: ',
    identity: {
      subject: 'Vérifiez votre identité pour déposer votre capital',
      intro:
        'Votre compte de dépôt de capital est en cours d’ouverture chez notre partenaire bancaire. Pour l’ouvrir, la banque doit vérifier votre identité.',
      action: 'Vérifier mon identité',
      closing: 'Cela prend quelques minutes, votre pièce d’identité à portée de main.',
    },
    transfer: {
      subject: 'Envoyez le virement de votre capital',
      intro:
        'Votre identité est vérifiée. Vous pouvez maintenant virer votre apport au capital sur le compte de dépôt\u00a0:',
      action: 'Suivre mon dépôt',
      closing:
        'Envoyez-le depuis un compte à votre nom. Nous vous prévenons dès que la banque l’a reçu.',
      amount: 'Montant',
      iban: 'IBAN',
      bic: 'BIC',
      holder: 'Titulaire du compte',
    },
    certificate: {
      subject: 'Votre certificat de dépôt des fonds est arrivé',
      intro:
        'Le notaire a établi le certificat de dépôt de votre capital. Il est dans vos documents, et nous publions maintenant l’annonce légale de votre société.',
      action: 'Voir mes documents',
      closing:
        'Votre capital reste bloqué jusqu’à l’immatriculation de la société, puis il est versé sur son compte.',
    },
  },
  'es-es': {
    fallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
    colon: ': ',
    identity: {
      subject: 'Verifica tu identidad para depositar tu capital',
      intro:
        'Estamos abriendo tu cuenta de depósito de capital con nuestro socio bancario. Para abrirla, el banco necesita verificar tu identidad.',
      action: 'Verificar mi identidad',
      closing: 'Solo te llevará unos minutos, con tu documento de identidad a mano.',
    },
    transfer: {
      subject: 'Envía la transferencia de tu capital',
      intro:
        'Tu identidad está verificada. Ya puedes transferir tu aportación al capital a la cuenta de depósito:',
      action: 'Seguir mi depósito',
      closing: 'Envíala desde una cuenta a tu nombre. Te avisaremos en cuanto el banco la reciba.',
      amount: 'Importe',
      iban: 'IBAN',
      bic: 'BIC',
      holder: 'Titular de la cuenta',
    },
    certificate: {
      subject: 'Ha llegado tu certificado de depósito de fondos',
      intro:
        'El notario ha emitido el certificado de depósito de tu capital. Está en tus documentos y ahora publicamos el anuncio legal de tu sociedad.',
      action: 'Ver mis documentos',
      closing:
        'Tu capital sigue bloqueado hasta que la sociedad esté registrada; después se transfiere a su cuenta.',
    },
  },
};

function render(language: Locale, copy: Copy, link: string, details: string[]): RenderedEmail {
  const { fallback, colon } = COPY[language];
  return {
    subject: copy.subject,
    text: [
      copy.intro,
      '',
      ...(details.length ? [...details.map((line) => `- ${line}`), ''] : []),
      `${copy.action}${colon}${link}`,
      '',
      copy.closing,
      '',
    ].join('\n'),
    html: [
      renderParagraph(copy.intro),
      details.length ? renderList(details) : '',
      renderButton(link, copy.action),
      renderLinkFallback(fallback, link),
      renderParagraph(copy.closing),
    ].join(''),
  };
}

/** Asks a founder to verify their identity with the bank, at the bank's onboarding link. */
export function renderCapitalDepositIdentity(language: Locale, link: string): RenderedEmail {
  return render(language, COPY[language].identity, link, []);
}

/** Gives a founder the account and the amount to transfer their contribution to. */
export function renderCapitalDepositTransfer(
  language: Locale,
  transfer: CapitalDepositTransfer,
  link: string,
): RenderedEmail {
  const { transfer: copy, colon } = COPY[language];
  return render(language, copy, link, [
    `${copy.amount}${colon}${formatMoney(transfer.amountCents, transfer.currency, language)}`,
    `${copy.iban}${colon}${transfer.iban}`,
    `${copy.bic}${colon}${transfer.bic}`,
    `${copy.holder}${colon}${transfer.holder}`,
  ]);
}

/** Tells the founder the funds certificate is in their documents. */
export function renderCapitalDepositCertificate(language: Locale, link: string): RenderedEmail {
  return render(language, COPY[language].certificate, link, []);
}
