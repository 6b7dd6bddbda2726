import { DOCUMENT_TYPES, listCustomerDocumentTypes, type DocumentType } from '@foundly/domain';
import { CountryCode } from '@foundly/proto';
import { Card } from '@foundly/ui';
import { useId, useState } from 'react';
import { toast } from '../../lib/toast.js';
import { useI18n } from '../../app/i18n/index.js';
import { UploadDropZone, UploadList, useDocumentUploads } from '../../components/upload/index.js';

const ACCEPT_IMAGES_AND_PDF = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** Adds a document of a chosen kind to the order. */
export function AddDocumentCard({
  orderId,
  country,
  onUploaded,
}: {
  orderId: string;
  country: CountryCode;
  onUploaded(): void;
}) {
  const { t } = useI18n();
  const selectId = useId();
  const types = listCustomerDocumentTypes(country).filter(
    (type) => DOCUMENT_TYPES[type].category !== 'certificate',
  );
  const [documentType, setDocumentType] = useState<DocumentType>(types[0] ?? 'identity');
  const uploads = useDocumentUploads({ orderId, documentType }, onUploaded);
  return (
    <Card>
      <h2 className="text-lg font-semibold">{t('documents.addTitle')}</h2>
      <div className="mt-4 flex flex-col gap-1.5">
        <label htmlFor={selectId} className="text-sm font-medium">
          {t('documents.typeLabel')}
        </label>
        <select
          id={selectId}
          value={documentType}
          onChange={(event) => setDocumentType(event.target.value as DocumentType)}
          className="min-h-11 rounded-lg border border-line bg-surface-raised px-3 text-base"
        >
          {types.map((type) => (
            <option key={type} value={type}>
              {t(`documentTypes.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="mt-4">
        <UploadDropZone
          accept={ACCEPT_IMAGES_AND_PDF}
          hint={t('upload.formats')}
          onFiles={(files) =>
            void uploads.upload(files).then((results) => {
              const stored = results.filter((result) => result.status === 'fulfilled').length;
              if (stored > 0) toast.success(t('upload.stored', { count: stored }));
            })
          }
        />
      </div>
      <UploadList
        entries={uploads.entries}
        onRetry={uploads.retry}
        onRemove={(id) => void uploads.remove(id)}
      />
    </Card>
  );
}
