import type { Locale } from '@foundly/domain';
import type { RenderedEmail } from '../email-content.js';
import { escapeHtml } from './html.js';

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

/** The e-mail with the link that confirms a new account's address. */
export function renderVerifyEmail(language: Locale, link: string): RenderedEmail {
  const copy = VERIFY_EMAIL[language];
  return {
    subject: copy.subject,
    text: `${copy.intro}\n\n${link}\n`,
    html: `<p>${escapeHtml(copy.intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(copy.action)}</a></p>`,
  };
}
