import type { DocumentType } from '@foundly/domain';
import type { SpanishIdentityDocumentType } from '@foundly/proto';
import { useI18n } from '../../../app/i18n/index.js';
import { DocumentUpload } from '../../questionnaire/fields/document-upload.js';
import { identityFileLabelKey } from './identity-file-label.js';

export interface IdentityUploadsProps {
  type: SpanishIdentityDocumentType;
  files: readonly { documentType: DocumentType; referenceField: string }[];
}

/** The upload zone of each file a kind of identity document needs, named for that kind. */
export function IdentityUploads({ type, files }: IdentityUploadsProps) {
  const { t } = useI18n();
  return files.map((file) => (
    <DocumentUpload
      key={file.referenceField}
      label={t(identityFileLabelKey(type, file.documentType))}
      documentType={file.documentType}
      referenceField={file.referenceField}
    />
  ));
}
