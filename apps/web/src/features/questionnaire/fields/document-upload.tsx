import type { DocumentType } from '@foundly/domain';
import { Button } from '@foundly/ui';
import { FileCheck2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useI18n } from '../../../app/i18n/index.js';
import {
  UploadDropZone,
  UploadList,
  useDocumentUploads,
} from '../../../components/upload/index.js';
import { useCurrentOrder, useRefreshOrder } from '../../order/api/current-order.js';
import { findReferencedDocument } from './referenced-document.js';

const ACCEPT_IMAGES_AND_PDF = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

export interface DocumentUploadProps {
  /** What this file is, e.g. 'Front of the document'. */
  label: string;
  hint?: string;
  documentType: DocumentType;
  /** The questionnaire field the server points at the stored file, e.g. identityFrontId. */
  referenceField: string;
  /** The file picker's filter: images and PDF unless the type takes PDF only. */
  accept?: string;
  /** The translated refusal of the step's save, e.g. when no file was sent. */
  error?: string | undefined;
}

/**
 * One file the questionnaire asks for: the file already received, with a way
 * to replace it, or a drop zone. ConfirmUpload records the reference on the
 * server, so nothing is left to save once the file is stored.
 */
export function DocumentUpload({
  label,
  hint,
  documentType,
  referenceField,
  accept = ACCEPT_IMAGES_AND_PDF,
  error,
}: DocumentUploadProps) {
  const { t } = useI18n();
  const headingId = useId();
  const errorId = useId();
  const { data } = useCurrentOrder();
  const refresh = useRefreshOrder();
  const orderId = data?.order?.id ?? '';
  const uploads = useDocumentUploads({ orderId, documentType, referenceField }, refresh);
  const [replacing, setReplacing] = useState(false);
  const justStored = uploads.entries.findLast((entry) => !entry.failed && entry.document);
  const stored = justStored?.document ?? findReferencedDocument(data, referenceField);
  const showDropZone = !stored || replacing;
  const unfinished = uploads.entries.filter((entry) => entry.failed || !entry.document);

  const onFiles = (files: File[]) => {
    const [file] = files;
    if (!file) return;
    void uploads.upload([file]).then(([result]) => {
      if (result?.status === 'fulfilled') setReplacing(false);
    });
  };

  return (
    <section
      aria-labelledby={headingId}
      aria-describedby={error ? errorId : undefined}
      className="flex flex-col gap-2"
    >
      <h2 id={headingId} className="text-sm font-medium text-ink">
        {label}
      </h2>
      {stored && !replacing && (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface-raised p-3">
          <FileCheck2 className="size-6 shrink-0 text-success" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <p className="text-sm font-medium wrap-anywhere">
              {stored.fileName || t('upload.received')}
            </p>
            <p className="text-sm text-ink-muted">{t('upload.received')}</p>
          </div>
          <Button
            variant="secondary"
            onClick={() => setReplacing(true)}
            aria-label={t('upload.replaceLabel', { item: label })}
          >
            {t('upload.replace')}
          </Button>
        </div>
      )}
      {showDropZone && (
        <UploadDropZone
          accept={accept}
          hint={hint ?? t('upload.formats')}
          multiple={false}
          disabled={!orderId}
          onFiles={onFiles}
        />
      )}
      {stored && replacing && (
        <Button variant="ghost" className="self-start" onClick={() => setReplacing(false)}>
          {t('upload.keep')}
        </Button>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <UploadList
        entries={unfinished}
        onRetry={uploads.retry}
        onRemove={(id) => void uploads.remove(id)}
      />
    </section>
  );
}
