import type { CountryCode, LegalForm } from '@foundly/proto';

/** What an e-mail says, by template; every template has a link to follow. */
export type EmailContent =
  | { template: 'verify-email'; link: string }
  | { template: 'payment-receipt'; link: string; receipt: PaymentReceipt }
  | { template: 'payment-refunded'; link: string; refund: PaymentRefund }
  | {
      template: 'subscription-payment-failed';
      /** Where the founder pays with another card: the unpaid invoice's page, else their area. */
      link: string;
      failure: SubscriptionPaymentFailure;
    }
  | {
      template: 'signature-request';
      /** The signing page. */
      link: string;
      documentNames: readonly string[];
    }
  | {
      template: 'status-changed';
      /** The founder's dashboard. */
      link: string;
      /** The new status, as the proto enum's name without prefix (e.g. PROCESSING_AEAT). */
      status: string;
      country: CountryCode;
      legalForm: LegalForm;
      /** Empty while the founder has not named the company. */
      companyName: string;
    }
  | {
      template: 'capital-deposit-identity';
      /** The bank's onboarding, where the founder verifies their identity. */
      link: string;
    }
  | {
      template: 'capital-deposit-transfer';
      /** Where the founder follows the deposit. */
      link: string;
      transfer: CapitalDepositTransfer;
    }
  | {
      template: 'capital-deposit-certificate';
      /** The founder's documents page. */
      link: string;
    }
  | {
      template: 'compliance-reminder';
      /** The founder's compliance plan. */
      link: string;
      /** The step's obligation in the compliance content. */
      obligationKey: string;
      /** The step's deadline, YYYY-MM-DD. */
      dueDate: string;
    }
  | {
      template: 'support-reply';
      /** The founder's space, where the chat opens. */
      link: string;
      operatorName: string;
      /** The beginning of the team's message, plain text. */
      excerpt: string;
    }
  | {
      template: 'documents-available';
      /** The founder's documents page. */
      link: string;
      documentNames: readonly string[];
    };

export type EmailTemplate = EmailContent['template'];

/** The figures of a payment receipt, in integer cents. */
export interface PaymentReceipt {
  /** The product's name, already in the e-mail's language. */
  productName: string;
  netCents: number;
  vatCents: number;
  /** The VAT rate as a fraction (0.21). */
  vatRate: number;
  totalCents: number;
  currency: string;
  /** A monthly subscription: the amounts are per month. */
  isSubscription: boolean;
  orderId: string;
  paidAt: Date;
}

/** The founder's transfer to the deposit account: how much, and where to. */
export interface CapitalDepositTransfer {
  amountCents: number;
  currency: string;
  iban: string;
  bic: string;
  holder: string;
}

/** A payment given back because its order did not need it. */
export interface PaymentRefund {
  reason: 'order_already_paid' | 'order_not_payable';
  amountCents: number;
  currency: string;
  orderId: string;
}

/** A monthly renewal the provider could not charge. */
export interface SubscriptionPaymentFailure {
  amountCents: number;
  currency: string;
  /** When the plan becomes read-only if nothing is paid. */
  graceEndsAt: Date;
}

/** An e-mail ready to send: its subject, plain text and HTML alternative. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}
