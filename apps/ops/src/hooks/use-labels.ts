import {
  CapitalDepositStatus,
  CountryCode,
  LegalForm,
  OrderStatus,
  SandboxBankEvent,
  ShareholderStatus,
  SignatureRequestStatus,
  StatusActor,
  VerificationStatus,
  WaitingOn,
} from '@foundly/proto';
import { useMemo } from 'react';
import { useI18n } from '../app/i18n/index.js';
import { getEnumName } from '../lib/enums.js';

/** Translated labels of the enums and codes the back-office shows. */
export function useLabels() {
  const { tDynamic } = useI18n();
  return useMemo(() => {
    const label = (namespace: string, name: string) => tDynamic(`${namespace}.${name}`, name);
    return {
      status: (value: OrderStatus) => label('statuses', getEnumName(OrderStatus, value)),
      country: (value: CountryCode) => label('countries', getEnumName(CountryCode, value)),
      legalForm: (value: LegalForm) => label('legalForms', getEnumName(LegalForm, value)),
      waitingOn: (value: WaitingOn) => label('waitingOn', getEnumName(WaitingOn, value)),
      actor: (value: StatusActor) => label('actors', getEnumName(StatusActor, value)),
      signatureStatus: (value: SignatureRequestStatus) =>
        label('signatureStatuses', getEnumName(SignatureRequestStatus, value)),
      depositStatus: (value: CapitalDepositStatus) =>
        label('depositStatuses', getEnumName(CapitalDepositStatus, value)),
      verificationStatus: (value: VerificationStatus) =>
        label('verificationStatuses', getEnumName(VerificationStatus, value)),
      transferStatus: (value: ShareholderStatus) =>
        label('transferStatuses', getEnumName(ShareholderStatus, value)),
      sandboxBankEvent: (value: SandboxBankEvent) =>
        label('sandboxBankEvents', getEnumName(SandboxBankEvent, value)),
      webhookOutcome: (outcome: string) => label('webhookOutcomes', outcome),
      documentType: (type: string) => label('documentTypes', type),
      authority: (authority: string) => label('authorities', authority),
    };
  }, [tDynamic]);
}
