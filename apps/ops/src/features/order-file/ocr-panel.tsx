import { useQuery } from '@connectrpc/connect-query';
import { BackofficeService, type Document } from '@foundly/proto';
import { Button } from '@foundly/ui';
import { useEffect, useId, useRef } from 'react';
import { useI18n } from '../../app/i18n/index.js';
import { ErrorAlert } from '../../components/error-alert.js';
import { PageLoader } from '../../components/page-loader.js';
import { humanise } from './describe-message.js';

/** The links expire: a preview older than this asks for a fresh one. */
const PREVIEW_STALE_MS = 60_000;

/**
 * What OCR reads from a document, beside the document itself (an image, or
 * the PDF in a frame), so that the operator can check each field against it.
 */
export function OcrPanel({ document, onClose }: { document: Document; onClose(): void }) {
  const { t, tDynamic } = useI18n();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ocr = useQuery(
    BackofficeService.method.readDocument,
    { documentId: document.id },
    { staleTime: Infinity, retry: false },
  );
  const preview = useQuery(
    BackofficeService.method.getDocumentUrl,
    { documentId: document.id, inline: true },
    { staleTime: PREVIEW_STALE_MS, gcTime: PREVIEW_STALE_MS },
  );

  useEffect(() => headingRef.current?.focus(), []);

  const fields = Object.entries(ocr.data?.fields ?? {}).filter(([, value]) => value.trim());
  const isImage = document.contentType.startsWith('image/');
  const previewLabel = t('file.ocr.preview', { name: document.fileName });

  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-xl border border-line p-4">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h3
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="font-semibold focus:outline-none"
        >
          {t('file.ocr.title', { name: document.fileName })}
        </h3>
        <Button variant="ghost" onClick={onClose}>
          {t('file.ocr.close')}
        </Button>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="min-h-64 overflow-hidden rounded-lg border border-line bg-surface-muted">
          {preview.isPending ? (
            <PageLoader />
          ) : preview.isError ? (
            <ErrorAlert error={preview.error} onRetry={() => void preview.refetch()} />
          ) : isImage ? (
            <img
              src={preview.data.url}
              alt={previewLabel}
              className="h-auto w-full object-contain"
            />
          ) : (
            <iframe src={preview.data.url} title={previewLabel} className="h-[32rem] w-full" />
          )}
        </div>
        <div>
          <h4 className="mb-2 text-sm font-semibold">{t('file.ocr.fields')}</h4>
          {ocr.isPending ? (
            <div role="status" className="text-sm text-ink-muted">
              {t('file.ocr.reading')}
            </div>
          ) : ocr.isError ? (
            <ErrorAlert error={ocr.error} onRetry={() => void ocr.refetch()} />
          ) : fields.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('file.ocr.nothing')}</p>
          ) : (
            <>
              {ocr.data.kind && (
                <p className="mb-2 text-sm text-ink-muted">
                  {t('file.ocr.kind', {
                    kind: tDynamic(`file.ocr.kinds.${ocr.data.kind}`, ocr.data.kind),
                  })}
                </p>
              )}
              <dl className="grid grid-cols-[minmax(8rem,12rem)_1fr] gap-x-4 gap-y-1 text-sm">
                {fields.map(([name, value]) => (
                  <div key={name} className="contents">
                    <dt className="font-medium text-ink-muted">{humanise(name)}</dt>
                    <dd className="break-words">{value}</dd>
                  </div>
                ))}
              </dl>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
