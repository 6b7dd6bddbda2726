import { formatMoney, type Locale } from '@foundly/domain';
import type { RenderedEmail, SubscriptionPaymentFailure } from '../email-content.js';
import { renderButton, renderParagraph } from './html.js';

interface FailureCopy {
  subject: string;
  intro: (amount: string) => string;
  retries: string;
  graceEnd: (date: string) => string;
  readOnly: string;
  action: string;
  colon: string;
}

const SUBSCRIPTION_PAYMENT_FAILED: Record<Locale, FailureCopy> = {
  'en-gb': {
    subject: 'Your plan’s monthly payment failed',
    intro: (amount) => `We could not take this month’s payment of ${amount} for your plan.`,
    retries: 'We will try your card again over the coming days.',
    graceEnd: (date) =>
      `Until ${date} everything keeps working. If no payment succeeds by then, your accounting area becomes read-only: you can still see and download your invoices, expenses and figures, but not create or issue any.`,
    readOnly: 'To keep going, update your card or pay now:',
    action: 'Update my card',
    colon: ': ',
  },
  'fr-fr': {
    subject: 'Le paiement mensuel de votre formule a échoué',
    intro: (amount) =>
      `Nous n’avons pas pu prélever le paiement de ce mois (${amount}) pour votre formule.`,
    retries: 'Nous réessaierons votre carte dans les prochains jours.',
    graceEnd: (date) =>
      `Jusqu’au ${date}, tout continue de fonctionner. Si aucun paiement n’aboutit d’ici là, votre espace comptable passe en lecture seule\u00a0: vous pourrez toujours consulter et télécharger vos factures, dépenses et chiffres, mais plus en créer ni en émettre.`,
    readOnly: 'Pour continuer, mettez à jour votre carte ou payez maintenant\u00a0:',
    action: 'Mettre à jour ma carte',
    colon: '\u00a0: ',
  },
  'es-es': {
    subject: 'No se ha podido cobrar la cuota mensual de tu plan',
    intro: (amount) => `No hemos podido cobrar la cuota de este mes (${amount}) de tu plan.`,
    retries: 'Volveremos a intentarlo con tu tarjeta en los próximos días.',
    graceEnd: (date) =>
      `Hasta el ${date} todo sigue funcionando. Si para entonces no se ha cobrado, tu área contable pasará a solo lectura: podrás seguir viendo y descargando tus facturas, gastos y cifras, pero no crear ni emitir nuevas.`,
    readOnly: 'Para seguir, actualiza tu tarjeta o paga ahora:',
    action: 'Actualizar mi tarjeta',
    colon: ': ',
  },
};

/** Tells the founder that a renewal failed, until when the plan keeps working, and how to pay. */
export function renderSubscriptionPaymentFailed(
  language: Locale,
  failure: SubscriptionPaymentFailure,
  link: string,
): RenderedEmail {
  const copy = SUBSCRIPTION_PAYMENT_FAILED[language];
  const date = new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    timeZone: 'Europe/Madrid',
  }).format(failure.graceEndsAt);
  const lines = [
    copy.intro(formatMoney(failure.amountCents, failure.currency, language)),
    copy.retries,
    copy.graceEnd(date),
    copy.readOnly,
  ];
  return {
    subject: copy.subject,
    text: [...lines, '', `${copy.action}${copy.colon}${link}`, ''].join('\n'),
    html: [...lines.map(renderParagraph), renderButton(link, copy.action)].join(''),
  };
}
