import { Card, Spinner } from '@foundly/ui';
import { CircleCheck, FileText } from 'lucide-react';
import { useI18n } from '../../../app/i18n/index.js';
import { useRunOcr, type OcrKind, type RunOcrOptions } from '../api/use-run-ocr.js';

/** A document being read, named as the founder knows it. */
export interface AnalysedDocument {
  id: string;
  /** E.g. 'DNI — reverso · dni-back.jpg'. */
  name: string;
}

export interface AnalysingScreenProps<K extends OcrKind> extends Omit<
  RunOcrOptions<K>,
  'documentIds'
> {
  documents: readonly AnalysedDocument[];
}

/**
 * 'Analysing your documents…' (spec 02 §2): shown after an upload step while
 * OCR reads the documents; saves what was read and moves on by itself, also
 * when reading fails. Nothing is waited for but the readings, and never
 * longer than OCR_DEADLINE_MS.
 */
export function AnalysingScreen<K extends OcrKind>({
  kind,
  documents,
  toUpdate,
}: AnalysingScreenProps<K>) {
  const { t } = useI18n();
  const finished = useRunOcr({ kind, documentIds: documents.map(({ id }) => id), toUpdate });
  const done = finished.filter(Boolean).length;
  return (
    <Card className="mx-auto flex max-w-xl flex-col gap-6">
      <div
        role="status"
        aria-live="polite"
        className="flex flex-col items-center gap-3 text-center"
      >
        <Spinner className="size-10 text-brand-700 dark:text-brand-100" />
        <h1 className="text-2xl font-bold text-balance">{t('spanishPersonal.analysing.title')}</h1>
        <p className="text-ink-muted">{t('spanishPersonal.analysing.description')}</p>
        <p className="text-sm font-medium">
          {t('spanishPersonal.analysing.count', {
            done: String(done),
            total: String(documents.length),
          })}
        </p>
      </div>
      <ul className="flex flex-col gap-2">
        {documents.map((document, index) => (
          <li
            key={document.id}
            className="flex min-h-12 items-center gap-3 rounded-xl border border-line bg-surface-muted px-4 py-2"
          >
            <FileText className="size-5 shrink-0 text-ink-muted" aria-hidden="true" />
            <span className="min-w-0 flex-1 text-sm wrap-anywhere">{document.name}</span>
            {finished[index] ? (
              <CircleCheck
                className="size-5 shrink-0 text-success"
                role="img"
                aria-label={t('spanishPersonal.analysing.read')}
              />
            ) : (
              <Spinner
                className="size-5 shrink-0 text-brand-700 dark:text-brand-100"
                label={t('spanishPersonal.analysing.reading')}
              />
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
