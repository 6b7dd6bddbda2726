import { isFlagEnabled, isMicroEnterprise, isStatusAtLeast } from '@foundly/domain';
import { CountryCode, LegalForm, OrderStatus } from '@foundly/proto';

/** A call to action of the French home, each with its texts under `home.cards`. */
export type HomeCardId =
  | 'capitalDeposit'
  | 'capitalDepositFollow'
  | 'businessAccount'
  | 'documents'
  | 'companyDocuments'
  | 'invoices'
  | 'settings';

export interface HomeCardsInput {
  status: OrderStatus;
  legalForm: LegalForm;
  flags: readonly { name: string; enabled: boolean }[];
  /** Whether the account may open the business bank account. */
  meBanking: boolean;
}

/** Once the company exists, its Kbis and articles are among the documents. */
const FORMED: ReadonlySet<OrderStatus> = new Set([
  OrderStatus.COMPANY_FORMED,
  OrderStatus.AWAITING_FUNDS,
  OrderStatus.COMPLETED,
]);

/**
 * The cards of the French home, most pressing first: the capital to deposit
 * (never for a micro-entreprise, which has no share capital), the business
 * account of a completed micro-entreprise when offered, the documents, the
 * quotes and invoices behind their flag, and the settings.
 */
export function listHomeCards(input: HomeCardsInput): HomeCardId[] {
  const micro = isMicroEnterprise(input.legalForm);
  const cards: HomeCardId[] = [];
  if (!micro && input.status === OrderStatus.AWAITING_CD) cards.push('capitalDeposit');
  else if (
    !micro &&
    isStatusAtLeast(CountryCode.FR, input.legalForm, input.status, OrderStatus.AWAITING_CD)
  ) {
    cards.push('capitalDepositFollow');
  }
  if (
    micro &&
    input.status === OrderStatus.COMPLETED &&
    input.meBanking &&
    isFlagEnabled(input.flags, 'business_bank_account')
  ) {
    cards.push('businessAccount');
  }
  cards.push(FORMED.has(input.status) ? 'companyDocuments' : 'documents');
  if (isFlagEnabled(input.flags, 'invoice_tool')) cards.push('invoices');
  cards.push('settings');
  return cards;
}

/** The page of the area each card leads to. */
export const HOME_CARD_PATHS: Readonly<Record<HomeCardId, string>> = {
  capitalDeposit: '/capital-deposit',
  capitalDepositFollow: '/capital-deposit',
  businessAccount: '/my-account',
  documents: '/documents',
  companyDocuments: '/documents',
  invoices: '/quotes-&-invoices',
  settings: '/settings',
};
