import { ProgressBar } from '@foundly/ui';
import { AlertCircle, CheckCircle2, RotateCw, Trash2 } from 'lucide-react';
import { useI18n } from '../../app/i18n/index.js';
import type { UploadEntry } from './use-document-uploads.js';

export interface UploadListProps {
  entries: readonly UploadEntry[];
  onRetry(id: string): void;
  onRemove(id: string): void;
  /** What a failure says, by its reason, where the flow has a clearer text than the error's. */
  failureMessages?: Readonly<Record<string, string>> | undefined;
}

/** The files of this visit: progress while sending, a retry for failures, delete once stored. */
export function UploadList({ entries, onRetry, onRemove, failureMessages }: UploadListProps) {
  const { t, tDynamic } = useI18n();
  if (entries.length === 0) return null;
  return (
    <ul className="mt-4 flex flex-col gap-2" aria-label={t('upload.listLabel')}>
      {entries.map((entry) => {
        const done = !entry.failed && entry.document;
        return (
          <li
            key={entry.id}
            className="flex items-center gap-3 rounded-lg border border-line bg-surface-raised p-3"
          >
            {entry.failed ? (
              <AlertCircle className="size-5 shrink-0 text-danger" aria-hidden="true" />
            ) : done ? (
              <CheckCircle2 className="size-5 shrink-0 text-success" aria-hidden="true" />
            ) : null}
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium">{entry.fileName}</p>
              {entry.failed ? (
                <p role="alert" className="text-sm text-danger">
                  {entry.reason
                    ? (failureMessages?.[entry.reason] ??
                      tDynamic(`errors.${entry.reason}`, t('upload.failed')))
                    : t('upload.failed')}
                </p>
              ) : done ? (
                <p className="text-sm text-ink-muted">{t('upload.done')}</p>
              ) : (
                <ProgressBar
                  value={entry.progress * 100}
                  label={t('upload.progress', { name: entry.fileName })}
                  className="mt-2"
                />
              )}
            </div>
            {entry.failed && entry.file && (
              <button
                type="button"
                onClick={() => onRetry(entry.id)}
                className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-surface-muted"
                aria-label={t('upload.retry', { name: entry.fileName })}
              >
                <RotateCw className="size-4" aria-hidden="true" />
              </button>
            )}
            {(done || entry.failed) && (
              <button
                type="button"
                onClick={() => onRemove(entry.id)}
                className="inline-flex size-10 items-center justify-center rounded-lg text-danger hover:bg-surface-muted"
                aria-label={t('upload.remove', { name: entry.fileName })}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
