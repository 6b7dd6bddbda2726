import type { Locale } from '@foundly/domain';
import type { RenderedEmail } from '../email-content.js';
import { renderButton, renderLinkFallback, renderList, renderParagraph } from './html.js';

interface DocumentsAvailableCopy {
  subject: { one: string; many: string };
  intro: { one: string; many: string };
  action: string;
  fallback: string;
  colon: string;
}

const DOCUMENTS_AVAILABLE: Record<Locale, DocumentsAvailableCopy> = {
  'en-gb': {
    subject: { one: 'A new document in your space', many: 'New documents in your space' },
    intro: {
      one: 'A new document has been added to your space:',
      many: 'New documents have been added to your space:',
    },
    action: 'See my documents',
    fallback: 'If the button does not work, copy this link into your browser:',
    colon: ': ',
  },
  'fr-fr': {
    subject: {
      one: 'Un nouveau document dans votre espace',
      many: 'De nouveaux documents dans votre espace',
    },
    intro: {
      one: 'Un nouveau document a été ajouté à votre espace\u00a0:',
      many: 'De nouveaux documents ont été ajoutés à votre espace\u00a0:',
    },
    action: 'Voir mes documents',
    fallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:',
    colon: '\u00a0: ',
  },
  'es-es': {
    subject: { one: 'Un documento nuevo en tu espacio', many: 'Documentos nuevos en tu espacio' },
    intro: {
      one: 'Hemos añadido un documento nuevo a tu espacio:',
      many: 'Hemos añadido documentos nuevos a tu espacio:',
    },
    action: 'Ver mis documentos',
    fallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
    colon: ': ',
  },
};

/** Tells the founder which documents were added to their space, with a link to the documents page. */
export function renderDocumentsAvailable(
  language: Locale,
  documentNames: readonly string[],
  link: string,
): RenderedEmail {
  const copy = DOCUMENTS_AVAILABLE[language];
  const count = documentNames.length === 1 ? 'one' : 'many';
  return {
    subject: copy.subject[count],
    text: [
      copy.intro[count],
      '',
      ...documentNames.map((name) => `- ${name}`),
      '',
      `${copy.action}${copy.colon}${link}`,
      '',
    ].join('\n'),
    html: [
      renderParagraph(copy.intro[count]),
      renderList(documentNames),
      renderButton(link, copy.action),
      renderLinkFallback(copy.fallback, link),
    ].join(''),
  };
}
