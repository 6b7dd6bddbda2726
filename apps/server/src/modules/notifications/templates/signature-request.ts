import type { Locale } from '@foundly/domain';
import type { RenderedEmail } from '../email-content.js';
import { renderButton, renderLinkFallback, renderList, renderParagraph } from './html.js';

interface SignatureRequestCopy {
  subject: string;
  intro: string;
  action: string;
  fallback: string;
  closing: string;
  colon: string;
}

const SIGNATURE_REQUEST: Record<Locale, SignatureRequestCopy> = {
  'en-gb': {
    subject: 'Your documents are ready to sign',
    intro: 'Your documents are ready to sign:',
    action: 'Sign my documents',
    fallback: 'If the button does not work, copy this link into your browser:',
    closing: 'Signing takes a few minutes; we carry on with your file as soon as it is done.',
    colon: ': ',
  },
  'fr-fr': {
    subject: 'Vos documents sont prêts à être signés',
    intro: 'Vos documents sont prêts à être signés\u00a0:',
    action: 'Signer mes documents',
    fallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:',
    closing:
      'La signature ne prend que quelques minutes\u00a0; nous poursuivons votre dossier dès qu’elle est faite.',
    colon: '\u00a0: ',
  },
  'es-es': {
    subject: 'Tus documentos están listos para firmar',
    intro: 'Tus documentos están listos para firmar:',
    action: 'Firmar mis documentos',
    fallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
    closing: 'Firmar solo te llevará unos minutos; en cuanto lo hagas, seguimos con tu expediente.',
    colon: ': ',
  },
};

/** Asks the founder to sign their documents, named one by one, at the signing link. */
export function renderSignatureRequest(
  language: Locale,
  documentNames: readonly string[],
  link: string,
): RenderedEmail {
  const copy = SIGNATURE_REQUEST[language];
  return {
    subject: copy.subject,
    text: [
      copy.intro,
      '',
      ...documentNames.map((name) => `- ${name}`),
      '',
      `${copy.action}${copy.colon}${link}`,
      '',
      copy.closing,
      '',
    ].join('\n'),
    html: [
      renderParagraph(copy.intro),
      renderList(documentNames),
      renderButton(link, copy.action),
      renderLinkFallback(copy.fallback, link),
      renderParagraph(copy.closing),
    ].join(''),
  };
}
