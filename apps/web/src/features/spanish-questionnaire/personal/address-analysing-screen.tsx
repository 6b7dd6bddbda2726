import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { AnalysingScreen } from '../ocr/analysing-screen.js';
import { toAddressAnswer } from './address-readings.js';
import { ADDRESS_KINDS, type AddressKind } from './address-kinds.js';
import { findReferencedDocument } from '../../questionnaire/fields/referenced-document.js';

/** Reads a proof of address with PoaOcr and saves the address read into its field. */
export function AddressAnalysingScreen({ kind }: { kind: AddressKind }) {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const { addressField, referenceField } = ADDRESS_KINDS[kind];
  const document = findReferencedDocument(data, referenceField);
  return (
    <AnalysingScreen
      kind="poa"
      documents={
        document
          ? [
              {
                id: document.id,
                name: [t(`spanishPersonal.proof.${kind}.uploadLabel`), document.fileName]
                  .filter(Boolean)
                  .join(' · '),
              },
            ]
          : []
      }
      toUpdate={([fields]) => {
        const address = toAddressAnswer(fields);
        return address && { personalInformation: { [addressField]: address } };
      }}
    />
  );
}
