import { getIdentityFiles } from '@foundly/domain';
import type { SpanishIdentityDocumentType } from '@foundly/proto';
import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { findReferencedDocument } from '../../questionnaire/fields/referenced-document.js';
import { AnalysingScreen } from '../ocr/analysing-screen.js';
import { identityFileLabelKey } from './identity-file-label.js';
import { toIdentityAnswers } from './identity-readings.js';

/**
 * The identity files being read once the ID step is saved, their readings saved as the
 * founder's answers: a chunk of its own, not needed for the step's first screen.
 */
export function IdAnalysingScreen({ type }: { type: SpanishIdentityDocumentType }) {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const stored = getIdentityFiles(type).flatMap((file) => {
    const document = findReferencedDocument(data, file.referenceField);
    return document ? [{ ...file, document }] : [];
  });
  return (
    <AnalysingScreen
      kind="id"
      documents={stored.map(({ documentType, document }) => ({
        id: document.id,
        name: [t(identityFileLabelKey(type, documentType)), document.fileName]
          .filter(Boolean)
          .join(' · '),
      }))}
      toUpdate={(readings) => {
        const answers = toIdentityAnswers(
          stored.map(({ documentType }, index) => ({ documentType, fields: readings[index] })),
        );
        return answers && { personalInformation: answers };
      }}
    />
  );
}
