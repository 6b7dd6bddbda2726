import { ProofOfAddressType } from '@foundly/proto';
import type { UseFormRegisterReturn } from '../../../lib/form/types.js';
import { useI18n } from '../../../app/i18n/index.js';
import { ChoiceField } from '../../questionnaire/fields/choice-field.js';
import { ADDRESS_KINDS, type AddressKind } from './address-kinds.js';
import { DocumentUpload } from '../../questionnaire/fields/document-upload.js';

const PROOF_TYPES = [
  ProofOfAddressType.UTILITY_BILL,
  ProofOfAddressType.REGISTRATION_CERTIFICATE,
  ProofOfAddressType.LEASE,
  ProofOfAddressType.PROPERTY_TAX_RECEIPT,
] as const;

const PROOF_TYPE_NAMES = {
  [ProofOfAddressType.UTILITY_BILL]: 'UTILITY_BILL',
  [ProofOfAddressType.REGISTRATION_CERTIFICATE]: 'REGISTRATION_CERTIFICATE',
  [ProofOfAddressType.LEASE]: 'LEASE',
  [ProofOfAddressType.PROPERTY_TAX_RECEIPT]: 'PROPERTY_TAX_RECEIPT',
} as const;

export interface ProofOfAddressFieldsProps {
  kind: AddressKind;
  /** The registered radio input of the proof's type. */
  typeInput: UseFormRegisterReturn;
  typeError: string | undefined;
}

/** The type of a proof of address (spec 02 §3) and the proof itself. */
export function ProofOfAddressFields({ kind, typeInput, typeError }: ProofOfAddressFieldsProps) {
  const { t } = useI18n();
  const { documentType, referenceField } = ADDRESS_KINDS[kind];
  return (
    <>
      <ChoiceField
        legend={t(`spanishPersonal.proof.${kind}.typeLegend`)}
        error={typeError}
        choices={PROOF_TYPES.map((value) => ({
          value: String(value),
          label: t(`spanishPersonal.proof.types.${PROOF_TYPE_NAMES[value]}`),
          hint: t(`spanishPersonal.proof.typeHints.${PROOF_TYPE_NAMES[value]}`),
        }))}
        {...typeInput}
      />
      <DocumentUpload
        label={t(`spanishPersonal.proof.${kind}.uploadLabel`)}
        documentType={documentType}
        referenceField={referenceField}
      />
    </>
  );
}
