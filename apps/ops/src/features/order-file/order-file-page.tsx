import { Code } from '@connectrpc/connect';
import { readRpcFailure } from '@foundly/app-kit';
import { hasCapitalDeposit } from '@foundly/domain';
import { CountryCode, LegalForm, OrderStatus } from '@foundly/proto';
import { Link } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { useI18n } from '../../app/i18n/index.js';
import { StatusBadge, WaitingOnBadge } from '../../components/badges.js';
import { EmptyState } from '../../components/empty-state.js';
import { ErrorAlert } from '../../components/error-alert.js';
import { PageLoader } from '../../components/page-loader.js';
import { useFormat } from '../../hooks/use-format.js';
import { useLabels } from '../../hooks/use-labels.js';
import { CapitalDepositSection } from './capital-deposit-section.js';
import { CommercialDocumentsSection } from './commercial-documents-section.js';
import { DocumentsSection } from './documents-section.js';
import { NotesSection } from './notes-section.js';
import { isQuestionnaireSent, QuestionnaireSection } from './questionnaire-section.js';
import { SignaturesSection } from './signatures-section.js';
import { StatusSection } from './status-section.js';
import { UploadSection } from './upload-section.js';
import { useOrderFile } from './use-order-file.js';

/** One file, whole: who, what, where it stands, and everything the team can do on it. */
export function OrderFilePage({ orderId }: { orderId: string }) {
  const { t } = useI18n();
  const labels = useLabels();
  const format = useFormat();
  const file = useOrderFile(orderId);
  const founder = file.data?.customer?.name || file.data?.customer?.email || '';

  useEffect(() => {
    if (founder) document.title = `${t('file.title', { name: founder })} · Foundly`;
  }, [founder, t]);

  const back = (
    <Link to="/" className="text-sm font-semibold text-brand-700 underline dark:text-brand-100">
      ← {t('file.back')}
    </Link>
  );

  if (file.isPending) return <PageLoader />;
  if (file.isError) {
    const notFound = readRpcFailure(file.error).code === Code.NotFound;
    return (
      <div className="flex flex-col gap-4">
        {back}
        {notFound ? (
          <EmptyState>{t('file.notFound')}</EmptyState>
        ) : (
          <ErrorAlert error={file.error} onRetry={() => void file.refetch()} />
        )}
      </div>
    );
  }

  const { order, customer } = file.data;
  const status = order?.status ?? OrderStatus.UNSPECIFIED;
  const country = order?.countryCode ?? CountryCode.UNSPECIFIED;
  const legalForm = order?.legalForm ?? LegalForm.UNSPECIFIED;
  return (
    <div className="flex flex-col gap-6">
      {back}
      <header className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold break-words">{t('file.title', { name: founder })}</h1>
        <dl
          aria-label={t('file.summary.label')}
          className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2 lg:grid-cols-3"
        >
          <SummaryItem label={t('file.summary.founder')}>
            {customer?.name}
            {customer?.email && (
              <span className="block break-all text-ink-muted">{customer.email}</span>
            )}
          </SummaryItem>
          <SummaryItem label={t('file.summary.company')}>
            {order?.companyName || t('orders.table.noCompany')}
          </SummaryItem>
          <SummaryItem label={t('file.summary.countryAndForm')}>
            {labels.country(country)} · {labels.legalForm(legalForm)}
          </SummaryItem>
          <SummaryItem label={t('file.summary.status')}>
            <StatusBadge value={status} />
          </SummaryItem>
          <SummaryItem label={t('file.summary.waitingOn')}>
            <WaitingOnBadge value={file.data.waitingOn} />
          </SummaryItem>
          <SummaryItem label={t('file.summary.created')}>
            {format.dateTime(order?.createdAt ?? 0)}
          </SummaryItem>
        </dl>
      </header>
      <StatusSection
        orderId={orderId}
        country={country}
        status={status}
        changes={file.data.statusChanges}
        nextStatuses={file.data.nextStatuses}
      />
      {country === CountryCode.FR && hasCapitalDeposit(legalForm) && (
        <CapitalDepositSection orderId={orderId} />
      )}
      <QuestionnaireSection
        country={country}
        questionnaire={file.data.questionnaire}
        progress={file.data.progress}
        sent={isQuestionnaireSent(status, file.data.statusChanges)}
      />
      <DocumentsSection documents={file.data.documents} />
      <UploadSection orderId={orderId} country={country} />
      <SignaturesSection orderId={orderId} status={status} requests={file.data.signatureRequests} />
      {(country === CountryCode.FR || country === CountryCode.UK) && (
        <CommercialDocumentsSection orderId={orderId} country={country} />
      )}
      <NotesSection orderId={orderId} notes={file.data.notes} />
    </div>
  );
}

function SummaryItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-line bg-surface-raised p-3">
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}
