import { isBusinessAccountOrder, isFlagEnabled } from '@foundly/domain';
import { CountryCode, type LegalForm, type OrderStatus } from '@foundly/proto';

/**
 * Whether /my-account offers the business account: a completed French
 * micro-entreprise (the domain's rule), behind its flag and the account's
 * `features.meBanking`.
 */
export function isBusinessAccountOffered(input: {
  legalForm: LegalForm;
  status: OrderStatus;
  flags: readonly { name: string; enabled: boolean }[];
  meBanking: boolean;
}): boolean {
  return (
    isBusinessAccountOrder({
      countryCode: CountryCode.FR,
      legalForm: input.legalForm,
      status: input.status,
    }) &&
    input.meBanking &&
    isFlagEnabled(input.flags, 'business_bank_account')
  );
}
