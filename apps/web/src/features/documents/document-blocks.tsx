import { groupDocumentsByType } from '@foundly/domain';
import type { Document } from '@foundly/proto';
import { Card } from '@foundly/ui';
import { useId, useState } from 'react';
import { useI18n } from '../../app/i18n/index.js';
import { DocumentRow } from './document-row.js';

/** Blocks shown before expansion (spec 01 §9). */
export const BLOCK_PREVIEW_COUNT = 3;

function DocumentBlock({ type, documents }: { type: string; documents: Document[] }) {
  const { t, tDynamic } = useI18n();
  const headingId = useId();
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? documents : documents.slice(0, BLOCK_PREVIEW_COUNT);
  const title = tDynamic(`documentTypes.${type}`, type);
  return (
    <Card>
      <h3 id={headingId} className="text-base font-semibold">
        {title} <span className="text-ink-muted">({documents.length})</span>
      </h3>
      <ul aria-labelledby={headingId} className="mt-2 divide-y divide-line">
        {shown.map((document) => (
          <DocumentRow key={document.id} document={document} />
        ))}
      </ul>
      {documents.length > BLOCK_PREVIEW_COUNT && (
        <button
          type="button"
          className="mt-2 text-sm font-semibold text-brand-700 underline dark:text-brand-100"
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded
            ? t('documents.showLess')
            : t('documents.showAll', { count: documents.length, type: title })}
        </button>
      )}
    </Card>
  );
}

/** The documents grouped by kind, each block showing 3 before expansion. */
export function DocumentBlocks({ documents }: { documents: readonly Document[] }) {
  const { t } = useI18n();
  const groups = groupDocumentsByType(documents);
  return (
    <section aria-labelledby="all-documents">
      <h2 id="all-documents" className="text-lg font-semibold">
        {t('documents.allTitle')}
      </h2>
      <div className="mt-3 grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
        {groups.map((group) => (
          <DocumentBlock key={group.type} type={group.type} documents={group.documents} />
        ))}
      </div>
    </section>
  );
}
