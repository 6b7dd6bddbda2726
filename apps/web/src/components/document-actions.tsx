import { type Document } from '@foundly/proto';
import { Download, Eye } from 'lucide-react';
import { toast } from '../lib/toast.js';
import { useI18n } from '../app/i18n/index.js';
import { useDownloadLink } from '../features/documents/api/use-download-link.js';

/** View (in a new tab) and download buttons, each asking for a short-lived link. */
export function DocumentActions({ document }: { document: Document }) {
  const { t } = useI18n();
  const link = useDownloadLink();
  const open = async (inline: boolean) => {
    const popup = inline ? window.open('', '_blank') : null;
    try {
      const { url } = await link.mutateAsync({ documentId: document.id, inline });
      if (popup) {
        popup.location.href = url;
        return;
      }
      const anchor = window.document.createElement('a');
      anchor.href = url;
      anchor.download = document.fileName;
      anchor.click();
    } catch (error) {
      popup?.close();
      console.error('Download link failed', error);
      toast.error(t('documents.linkFailed'));
    }
  };
  const buttonClass =
    'inline-flex size-10 items-center justify-center rounded-lg hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand-600';
  return (
    <div className="flex shrink-0 gap-1">
      <button
        type="button"
        className={buttonClass}
        onClick={() => void open(true)}
        aria-label={t('documents.view', { name: document.fileName })}
      >
        <Eye className="size-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={buttonClass}
        onClick={() => void open(false)}
        aria-label={t('documents.download', { name: document.fileName })}
      >
        <Download className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
