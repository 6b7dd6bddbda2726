import { Card, Spinner } from '@foundly/ui';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useI18n } from '../../../app/i18n/index.js';
import { rpc } from '../../../app/rpc/methods.js';
import { useRpcQuery } from '../../../app/rpc/query.js';

/** A stored document to show beside the fields read from it. */
export interface PreviewedDocument {
  id: string;
  /** What the document is, e.g. 'DNI — reverso'. */
  label: string;
  fileName: string;
}

const isPdf = (fileName: string) => /\.pdf$/i.test(fileName);

/** Download links are short-lived: one is asked for well before it expires, not on every render. */
const LINK_STALE_MS = 60_000;

function PreviewItem({ document }: { document: PreviewedDocument }) {
  const { t } = useI18n();
  const [broken, setBroken] = useState(false);
  const link = useRpcQuery(
    rpc.DocumentService.getDownloadUrl,
    { documentId: document.id, inline: true },
    { staleTime: LINK_STALE_MS },
  );
  const url = link.data?.url;
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-medium">{document.label}</figcaption>
      {link.isPending && (
        <div className="flex h-40 items-center justify-center rounded-xl bg-surface-muted">
          <Spinner className="size-6 text-ink-muted" label={t('spanishPersonal.preview.loading')} />
        </div>
      )}
      {url && !isPdf(document.fileName) && !broken && (
        <a
          href={url}
          target="_blank"
          rel="noreferrer"
          aria-label={t('spanishPersonal.preview.zoom', { name: document.label })}
          className="rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <img
            src={url}
            alt={document.label}
            onError={() => setBroken(true)}
            className="max-h-56 w-full cursor-zoom-in rounded-xl border border-line bg-surface-muted object-contain lg:max-h-80"
          />
        </a>
      )}
      {url && (isPdf(document.fileName) || broken) && (
        <a
          href={url}
          target="_blank"
          rel="noreferrer"
          className="inline-flex min-h-11 items-center gap-2 self-start font-medium text-brand-700 underline dark:text-brand-100"
        >
          <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
          <span className="wrap-anywhere">
            {t('spanishPersonal.preview.open', { name: document.fileName || document.label })}
          </span>
        </a>
      )}
      {link.isError && (
        <p className="text-sm text-ink-muted">{t('spanishPersonal.preview.unavailable')}</p>
      )}
    </figure>
  );
}

/**
 * The uploaded documents beside a review step's fields, so what OCR read can
 * be checked against them: images shown, PDFs as a link (spec 02 §2).
 */
export function DocumentPreview({ documents }: { documents: readonly PreviewedDocument[] }) {
  const { t } = useI18n();
  if (documents.length === 0) return null;
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="font-semibold">{t('spanishPersonal.preview.title')}</h2>
      {documents.map((document) => (
        <PreviewItem key={document.id} document={document} />
      ))}
    </Card>
  );
}
