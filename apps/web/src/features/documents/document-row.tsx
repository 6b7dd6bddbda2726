import { formatDateUtc } from '@foundly/domain';
import type { Document } from '@foundly/proto';
import { FileText } from 'lucide-react';
import { DocumentActions } from '../../components/document-actions.js';

/** One document: icon, name, date, and its view and download buttons. */
export function DocumentRow({ document }: { document: Document }) {
  return (
    <li className="flex items-center gap-3 py-3">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-800/30 dark:text-brand-100">
        <FileText className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium wrap-anywhere">{document.fileName}</p>
        <p className="text-sm text-ink-muted">{formatDateUtc(document.createdAt)}</p>
      </div>
      <DocumentActions document={document} />
    </li>
  );
}
