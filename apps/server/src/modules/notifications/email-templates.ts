import { DEFAULT_LOCALE, isLocale, type Locale } from '@foundly/domain';

export type EmailTemplate = 'verify-email';

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

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Renders an e-mail in the person's language (English when it is not known). */
export function renderEmail(
  template: EmailTemplate,
  locale: string | null | undefined,
  link: string,
): RenderedEmail & { locale: Locale } {
  const language = isLocale(locale ?? undefined) ? (locale as Locale) : DEFAULT_LOCALE;
  const copy = VERIFY_EMAIL[language];
  return {
    locale: language,
    subject: copy.subject,
    text: `${copy.intro}\n\n${link}\n`,
    html: `<p>${escapeHtml(copy.intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(copy.action)}</a></p>`,
  };
}
