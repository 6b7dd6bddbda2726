import { findObligation, localize, type Locale } from '@foundly/domain';
import type { RenderedEmail } from '../email-content.js';
import { renderButton, renderLinkFallback, renderParagraph } from './html.js';

interface ComplianceReminderCopy {
  subject: (title: string) => string;
  intro: (title: string, date: string) => string;
  action: string;
  fallback: string;
  colon: string;
}

const COMPLIANCE_REMINDER: Record<Locale, ComplianceReminderCopy> = {
  'en-gb': {
    subject: (title) => `Coming up: ${title}`,
    intro: (title, date) => `Your compliance plan has a deadline on ${date}: ${title}.`,
    action: 'Open my plan',
    fallback: 'If the button does not work, copy this link into your browser:',
    colon: ': ',
  },
  'fr-fr': {
    subject: (title) => `Échéance proche\u00a0: ${title}`,
    intro: (title, date) => `Votre plan de conformité a une échéance le ${date}\u00a0: ${title}.`,
    action: 'Ouvrir mon plan',
    fallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:',
    colon: '\u00a0: ',
  },
  'es-es': {
    subject: (title) => `Próximo vencimiento: ${title}`,
    intro: (title, date) => `Tu plan de cumplimiento tiene un vencimiento el ${date}: ${title}.`,
    action: 'Abrir mi plan',
    fallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
    colon: ': ',
  },
};

/** Reminds the founder of a compliance step whose deadline is near, with a link to the plan. */
export function renderComplianceReminder(
  language: Locale,
  obligationKey: string,
  dueDate: string,
  link: string,
): RenderedEmail {
  const copy = COMPLIANCE_REMINDER[language];
  const obligation = findObligation(obligationKey);
  const stepTitle = obligation ? localize(obligation.title, language) : obligationKey;
  const [year, month, day] = dueDate.split('-');
  const date = `${day}/${month}/${year}`;
  return {
    subject: copy.subject(stepTitle),
    text: [copy.intro(stepTitle, date), '', `${copy.action}${copy.colon}${link}`, ''].join('\n'),
    html: [
      renderParagraph(copy.intro(stepTitle, date)),
      renderButton(link, copy.action),
      renderLinkFallback(copy.fallback, link),
    ].join(''),
  };
}
