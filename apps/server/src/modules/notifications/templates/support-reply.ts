import type { Locale } from '@foundly/domain';
import type { RenderedEmail } from '../email-content.js';
import { renderButton, renderLinkFallback, renderParagraph } from './html.js';

interface SupportReplyCopy {
  subject: string;
  intro: (operatorName: string) => string;
  action: string;
  fallback: string;
  colon: string;
}

const SUPPORT_REPLY: Record<Locale, SupportReplyCopy> = {
  'en-gb': {
    subject: 'The formation team answered your message',
    intro: (name) => `${name} from the formation team answered you in the chat:`,
    action: 'Open the chat',
    fallback: 'If the button does not work, copy this link into your browser:',
    colon: ': ',
  },
  'fr-fr': {
    subject: 'L’équipe formalités a répondu à votre message',
    intro: (name) => `${name}, de l’équipe formalités, vous a répondu dans le chat\u00a0:`,
    action: 'Ouvrir le chat',
    fallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:',
    colon: '\u00a0: ',
  },
  'es-es': {
    subject: 'El equipo de gestión ha respondido a tu mensaje',
    intro: (name) => `${name}, del equipo de gestión, te ha respondido en el chat:`,
    action: 'Abrir el chat',
    fallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
    colon: ': ',
  },
};

/** Tells the founder a team reply waits unread in the chat, quoting its beginning. */
export function renderSupportReply(
  language: Locale,
  operatorName: string,
  excerpt: string,
  link: string,
): RenderedEmail {
  const copy = SUPPORT_REPLY[language];
  const intro = copy.intro(operatorName);
  return {
    subject: copy.subject,
    text: [intro, '', excerpt, '', `${copy.action}${copy.colon}${link}`, ''].join('\n'),
    html: [
      renderParagraph(intro),
      `<blockquote>${excerpt
        .split('\n')
        .map((line) => renderParagraph(line))
        .join('')}</blockquote>`,
      renderButton(link, copy.action),
      renderLinkFallback(copy.fallback, link),
    ].join(''),
  };
}
