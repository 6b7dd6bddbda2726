import { CountryCode, LegalForm, OrderStatus } from '@foundly/proto';
import { isFlagEnabled } from './feature-flags.js';

export type NavigationItemId =
  'home' | 'my-account' | 'capital-deposit' | 'quotes-&-invoices' | 'documents' | 'compliance';

export interface NavigationItem {
  id: NavigationItemId;
  /** Path below the area, '' for its home. */
  path: string;
  /** Set when the item leaves the product (the bank's portal). */
  externalUrl?: string;
  /** Whether a click refreshes the order (every item but capital deposit). */
  refreshesOrder: boolean;
}

export interface NavigationInput {
  country: CountryCode;
  legalForm: LegalForm;
  status: OrderStatus;
  flags: readonly { name: string; enabled: boolean }[];
  meBanking: boolean;
  /** The banking provider's portal, for the completed-company link. */
  bankPortalUrl?: string | undefined;
  /** The legal representative's membership id at the bank, when known. */
  membershipId?: string | undefined;
}

function item(id: NavigationItemId, path: string): NavigationItem {
  return { id, path, refreshesOrder: id !== 'capital-deposit' };
}

/**
 * The side navigation of the French and UK areas (spec 01 §2): compliance and
 * quotes behind their flags, no capital deposit for a micro-entreprise, and
 * my-account turning into the bank's portal once a company is formed.
 */
export function getNavigationItems(input: NavigationInput): NavigationItem[] {
  const compliance = isFlagEnabled(input.flags, 'compliance_tool');
  const invoices = isFlagEnabled(input.flags, 'invoice_tool');
  if (input.country === CountryCode.UK) {
    return [
      item('home', ''),
      item('documents', 'documents'),
      ...(compliance ? [item('compliance', 'compliance')] : []),
      ...(invoices ? [item('quotes-&-invoices', 'quotes-&-invoices')] : []),
    ];
  }
  const isMicro = input.legalForm === LegalForm.MICROENTERPRISE;
  const items: NavigationItem[] = [item('home', '')];
  const bankLink =
    input.status === OrderStatus.COMPLETED && !isMicro && input.bankPortalUrl
      ? input.membershipId
        ? `${input.bankPortalUrl}/${encodeURIComponent(input.membershipId)}`
        : input.bankPortalUrl
      : undefined;
  if (bankLink) {
    items.push({ ...item('my-account', 'my-account'), externalUrl: bankLink });
  } else if (isFlagEnabled(input.flags, 'business_bank_account') && input.meBanking) {
    items.push(item('my-account', 'my-account'));
  }
  if (!isMicro) items.push(item('capital-deposit', 'capital-deposit'));
  if (invoices) items.push(item('quotes-&-invoices', 'quotes-&-invoices'));
  items.push(item('documents', 'documents'));
  if (compliance) items.push(item('compliance', 'compliance'));
  return items;
}
