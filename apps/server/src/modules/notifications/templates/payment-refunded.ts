import { formatMoney, type Locale } from '@foundly/domain';
import type { PaymentRefund, RenderedEmail } from '../email-content.js';
import { renderButton, renderParagraph } from './html.js';

interface RefundCopy {
  subject: string;
  /** Why: the order was paid twice, or could no longer be paid when this payment arrived. */
  intro: Record<PaymentRefund['reason'], string>;
  amount: (amount: string) => string;
  delay: string;
  order: (orderId: string) => string;
  action: string;
  colon: string;
}

const PAYMENT_REFUNDED: Record<Locale, RefundCopy> = {
  'en-gb': {
    subject: 'Your second payment has been refunded',
    intro: {
      order_already_paid:
        'Your order was paid twice, from two checkouts opened at the same time. Only one payment is kept: we have refunded the other in full.',
      order_not_payable:
        'A payment reached us for an order that could no longer be paid. We have refunded it in full.',
    },
    amount: (amount) => `Amount refunded: ${amount}`,
    delay: 'It reaches your card within 5 to 10 working days, depending on your bank.',
    order: (orderId) => `Order reference: ${orderId}`,
    action: 'Go to my dashboard',
    colon: ': ',
  },
  'fr-fr': {
    subject: 'Votre second paiement a été remboursé',
    intro: {
      order_already_paid:
        'Votre commande a été payée deux fois, depuis deux paiements ouverts en même temps. Nous ne gardons qu’un paiement\u00a0: l’autre vous a été intégralement remboursé.',
      order_not_payable:
        'Un paiement nous est parvenu pour une commande qui ne pouvait plus être payée. Nous vous l’avons intégralement remboursé.',
    },
    amount: (amount) => `Montant remboursé\u00a0: ${amount}`,
    delay: 'Il apparaîtra sur votre carte sous 5 à 10 jours ouvrés, selon votre banque.',
    order: (orderId) => `Référence de commande\u00a0: ${orderId}`,
    action: 'Accéder à mon espace',
    colon: '\u00a0: ',
  },
  'es-es': {
    subject: 'Te hemos devuelto el segundo pago',
    intro: {
      order_already_paid:
        'Tu pedido se pagó dos veces, desde dos pagos abiertos a la vez. Solo conservamos uno: te hemos devuelto el otro íntegramente.',
      order_not_payable:
        'Hemos recibido un pago de un pedido que ya no se podía pagar. Te lo hemos devuelto íntegramente.',
    },
    amount: (amount) => `Importe devuelto: ${amount}`,
    delay: 'Lo verás en tu tarjeta en un plazo de 5 a 10 días hábiles, según tu banco.',
    order: (orderId) => `Referencia del pedido: ${orderId}`,
    action: 'Ir a mi panel',
    colon: ': ',
  },
};

/** Tells the founder that a payment their order did not need was given back, and when. */
export function renderPaymentRefunded(
  language: Locale,
  refund: PaymentRefund,
  link: string,
): RenderedEmail {
  const copy = PAYMENT_REFUNDED[language];
  const lines = [
    copy.intro[refund.reason],
    copy.amount(formatMoney(refund.amountCents, refund.currency, language)),
    copy.delay,
    copy.order(refund.orderId),
  ];
  return {
    subject: copy.subject,
    text: [...lines, '', `${copy.action}${copy.colon}${link}`, ''].join('\n'),
    html: [...lines.map(renderParagraph), renderButton(link, copy.action)].join(''),
  };
}
