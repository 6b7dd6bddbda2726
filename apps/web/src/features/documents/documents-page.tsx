import { getRecentDocuments, searchDocuments } from '@foundly/domain';
import { CountryCode } from '@foundly/proto';
import { Card } from '@foundly/ui';
import { Search } from 'lucide-react';
import { useI18n } from '../../app/i18n/index.js';
import { PageLoader } from '../../components/page-loader.js';
import { useArea } from '../../app/area/use-area.js';
import { useOrderDocuments } from './api/use-order-documents.js';
import { AddDocumentCard } from './add-document-card.js';
import { DocumentBlocks } from './document-blocks.js';
import { DocumentRow } from './document-row.js';

export interface DocumentsPageProps {
  query: string;
  onQueryChange(query: string): void;
}

/** The French and UK documents: search (in the address), the 3 most recent, blocks by kind, adding. */
export function DocumentsPage({ query, onQueryChange }: DocumentsPageProps) {
  const { t } = useI18n();
  const { prefix } = useArea();
  const { orderId, documents, isPending, refetch } = useOrderDocuments();
  const found = searchDocuments(documents, query);
  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('documents.title')}</h1>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-muted"
          aria-hidden="true"
        />
        <input
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          placeholder={t('documents.searchPlaceholder')}
          aria-label={t('documents.searchLabel')}
          className="min-h-11 w-full rounded-lg border border-line bg-surface-raised pr-3 pl-10 text-base"
        />
      </div>
      {isPending ? (
        <PageLoader />
      ) : documents.length === 0 ? (
        <Card className="text-center text-ink-muted">{t('documents.empty')}</Card>
      ) : found.length === 0 ? (
        <Card className="text-center text-ink-muted" role="status">
          {t('documents.noMatch', { query })}
        </Card>
      ) : (
        <>
          <section aria-labelledby="recent-documents">
            <h2 id="recent-documents" className="text-lg font-semibold">
              {t('documents.recentTitle')}
            </h2>
            <Card className="mt-3 py-2">
              <ul className="divide-y divide-line">
                {getRecentDocuments(found).map((document) => (
                  <DocumentRow key={document.id} document={document} />
                ))}
              </ul>
            </Card>
          </section>
          <DocumentBlocks documents={found} />
        </>
      )}
      {/* Shown with the list, not before it: the list arriving above would push it down. */}
      {orderId && !isPending && (
        <AddDocumentCard
          orderId={orderId}
          country={prefix === 'uk' ? CountryCode.UK : CountryCode.FR}
          onUploaded={() => void refetch()}
        />
      )}
    </section>
  );
}
