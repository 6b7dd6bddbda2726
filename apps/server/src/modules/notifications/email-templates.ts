import { DEFAULT_LOCALE, isLocale, type Locale } from '@foundly/domain';
import type { EmailContent, RenderedEmail } from './email-content.js';
import {
  renderCapitalDepositCertificate,
  renderCapitalDepositIdentity,
  renderCapitalDepositTransfer,
} from './templates/capital-deposit.js';
import { renderComplianceReminder } from './templates/compliance-reminder.js';
import { renderDocumentsAvailable } from './templates/documents-available.js';
import { renderPaymentReceipt } from './templates/payment-receipt.js';
import { renderPaymentRefunded } from './templates/payment-refunded.js';
import { renderSubscriptionPaymentFailed } from './templates/subscription-payment-failed.js';
import { renderSignatureRequest } from './templates/signature-request.js';
import { renderStatusChanged } from './templates/status-changed.js';
import { renderSupportReply } from './templates/support-reply.js';
import { renderVerifyEmail } from './templates/verify-email.js';

export type {
  CapitalDepositTransfer,
  EmailContent,
  EmailTemplate,
  PaymentReceipt,
  PaymentRefund,
  RenderedEmail,
  SubscriptionPaymentFailure,
} from './email-content.js';

function renderContent(language: Locale, content: EmailContent): RenderedEmail {
  switch (content.template) {
    case 'verify-email':
      return renderVerifyEmail(language, content.link);
    case 'payment-receipt':
      return renderPaymentReceipt(language, content.receipt, content.link);
    case 'payment-refunded':
      return renderPaymentRefunded(language, content.refund, content.link);
    case 'subscription-payment-failed':
      return renderSubscriptionPaymentFailed(language, content.failure, content.link);
    case 'signature-request':
      return renderSignatureRequest(language, content.documentNames, content.link);
    case 'documents-available':
      return renderDocumentsAvailable(language, content.documentNames, content.link);
    case 'capital-deposit-identity':
      return renderCapitalDepositIdentity(language, content.link);
    case 'capital-deposit-transfer':
      return renderCapitalDepositTransfer(language, content.transfer, content.link);
    case 'capital-deposit-certificate':
      return renderCapitalDepositCertificate(language, content.link);
    case 'status-changed':
      return renderStatusChanged(language, content);
    case 'compliance-reminder':
      return renderComplianceReminder(
        language,
        content.obligationKey,
        content.dueDate,
        content.link,
      );
    case 'support-reply':
      return renderSupportReply(language, content.operatorName, content.excerpt, content.link);
  }
}

/**
 * Renders an e-mail in the person's language (English when it is not known):
 * subject, plain text and HTML, every value HTML-escaped.
 */
export function renderEmail(
  content: EmailContent,
  locale: string | null | undefined,
): RenderedEmail & { locale: Locale } {
  const language = isLocale(locale ?? undefined) ? (locale as Locale) : DEFAULT_LOCALE;
  return { locale: language, ...renderContent(language, content) };
}
