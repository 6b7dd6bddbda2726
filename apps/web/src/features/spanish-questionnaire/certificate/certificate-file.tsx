import { ErrorCode, SPANISH_DOCUMENT_REFS } from '@foundly/domain';
import { Button } from '@foundly/ui';
import { useQueryClient } from '@tanstack/react-query';
import { FileKey2 } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { useI18n } from '../../../app/i18n/index.js';
import {
  UploadDropZone,
  UploadList,
  useDocumentUploads,
} from '../../../components/upload/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { rpc } from '../../../app/rpc/methods.js';
import { rpcQueryKey } from '../../../app/rpc/query.js';

/** PKCS #12 files, by extension and by media type (spec 02 §5). */
const ACCEPT_CERTIFICATES = '.pfx,.p12,application/x-pkcs12';

/**
 * The certificate file: the one already stored, with a way to replace it, or
 * a drop zone. ConfirmUpload points personalCertificateId at the stored file,
 * so the order is reloaded to see it.
 */
export function CertificateFile() {
  const { t } = useI18n();
  const headingId = useId();
  const queryClient = useQueryClient();
  const { data } = useCurrentOrder();
  const orderId = data?.order?.id ?? '';
  const refresh = useCallback(
    () =>
      queryClient.invalidateQueries({
        queryKey: rpcQueryKey(rpc.OrderService.getMyOrder),
      }),
    [queryClient],
  );
  const uploads = useDocumentUploads(
    {
      orderId,
      documentType: 'personal_certificate',
      referenceField: SPANISH_DOCUMENT_REFS.personalCertificate,
    },
    refresh,
  );
  const [replacing, setReplacing] = useState(false);
  const storedId = data?.order?.documentRefs[SPANISH_DOCUMENT_REFS.personalCertificate];
  const storedName =
    uploads.entries.findLast((entry) => entry.document?.id === storedId)?.fileName ??
    [...(data?.order?.documents ?? []), ...(data?.documents ?? [])].find(
      (document) => document.id === storedId,
    )?.fileName;
  // The attempts refused before the file now stored are over: only later ones are still shown.
  const lastStored = uploads.entries.findLastIndex((entry) => !entry.failed && entry.document);
  const unfinished = uploads.entries
    .slice(lastStored + 1)
    .filter((entry) => entry.failed || !entry.document);

  const onFiles = (files: File[]) => {
    const [file] = files;
    if (!file) return;
    void uploads.upload([file]).then(([result]) => {
      if (result?.status === 'fulfilled') setReplacing(false);
    });
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-sm font-medium text-ink">
        {t('spanishCertificate.upload.fileLabel')}
      </h2>
      {storedId && !replacing ? (
        <div className="flex items-center gap-3 rounded-xl border border-line bg-surface-raised p-3">
          <FileKey2 className="size-6 shrink-0 text-success" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <p className="text-sm font-medium wrap-anywhere">
              {storedName || t('spanishCertificate.upload.received')}
            </p>
            <p className="text-sm text-ink-muted">{t('spanishCertificate.upload.received')}</p>
          </div>
          <Button variant="secondary" onClick={() => setReplacing(true)}>
            {t('spanishCertificate.upload.replaceFile')}
          </Button>
        </div>
      ) : (
        <UploadDropZone
          accept={ACCEPT_CERTIFICATES}
          hint={t('spanishCertificate.upload.formats')}
          multiple={false}
          disabled={!orderId}
          onFiles={onFiles}
        />
      )}
      {storedId && replacing && (
        <Button variant="ghost" className="self-start" onClick={() => setReplacing(false)}>
          {t('spanishCertificate.upload.keepFile')}
        </Button>
      )}
      <UploadList
        entries={unfinished}
        onRetry={uploads.retry}
        onRemove={(id) => void uploads.remove(id)}
        failureMessages={{ [ErrorCode.InvalidFile]: t('spanishCertificate.upload.notCertificate') }}
      />
    </section>
  );
}
