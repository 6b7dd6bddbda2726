import {
  isCapitalDepositPageStatus,
  isMicroEnterprise,
  needsIdentityVerification,
} from '@foundly/domain';
import { CapitalDepositStatus, type CapitalDepositCase } from '@foundly/proto';
import { buttonClasses } from '@foundly/ui';
import { Link } from '@tanstack/react-router';
import { FileCheck2 } from 'lucide-react';
import { useId } from 'react';
import { areaPath, useArea } from '../../app/area/use-area.js';
import { useI18n } from '../../app/i18n/index.js';
import { BankUnreachable } from '../../components/bank-unreachable.js';
import { EmptyPage } from '../../components/empty-state.js';
import { NotFoundScreen } from '../../components/not-found-screen.js';
import { PageLoader } from '../../components/page-loader.js';
import { useCurrentOrder } from '../order/api/current-order.js';
import { useCapitalDeposit } from './api/use-capital-deposit.js';
import { DepositProgress } from './deposit-progress.js';
import { IdentityBanner } from './identity-banner.js';
import { ShareholderCard } from './shareholder-card.js';

/** The deposit statuses in which the funds certificate is among the documents. */
const CERTIFICATE_ISSUED: ReadonlySet<CapitalDepositStatus> = new Set([
  CapitalDepositStatus.CERTIFICATE_RECEIVED,
  CapitalDepositStatus.COMPLETED,
]);

/**
 * The capital deposit (spec 01 §2–§4): its empty state before the order
 * reaches the deposit, a 'being opened' state until the bank has opened it,
 * then its five steps, the identity banner, the certificate and each
 * shareholder's part. No such page for a micro-entreprise.
 */
export function CapitalDepositPage() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const order = data?.order;
  const shown = Boolean(order && isCapitalDepositPageStatus(order.legalForm, order.status));
  const deposit = useCapitalDeposit(order?.id ?? '', { enabled: shown });
  if (!order) return <PageLoader />;
  if (isMicroEnterprise(order.legalForm)) return <NotFoundScreen />;
  if (!shown) {
    return (
      <EmptyPage
        title={t('banking.capitalDeposit.title')}
        message={t('banking.capitalDeposit.empty')}
      />
    );
  }
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('banking.capitalDeposit.title')}</h1>
        <p className="text-ink-muted">{t('banking.capitalDeposit.intro')}</p>
      </div>
      {deposit.isPending ? (
        <PageLoader />
      ) : deposit.isError ? (
        <BankUnreachable onRetry={() => void deposit.refetch()} retrying={deposit.isFetching} />
      ) : deposit.data.capitalDeposit ? (
        <DepositCase deposit={deposit.data.capitalDeposit} />
      ) : (
        <OpeningState />
      )}
    </section>
  );
}

function OpeningState() {
  const { t } = useI18n();
  return (
    <div className="rounded-2xl border border-line bg-surface-raised p-6 text-center shadow-sm">
      <h2 className="text-lg font-semibold">{t('banking.capitalDeposit.opening.title')}</h2>
      <p className="mt-2 text-ink-muted">{t('banking.capitalDeposit.opening.description')}</p>
    </div>
  );
}

function DepositCase({ deposit }: { deposit: CapitalDepositCase }) {
  const { t } = useI18n();
  const shareholdersId = useId();
  return (
    <>
      {needsIdentityVerification(deposit.status) && (
        <IdentityBanner shareholders={deposit.shareholders} />
      )}
      {CERTIFICATE_ISSUED.has(deposit.status) && <CertificateNotice />}
      <DepositProgress status={deposit.status} />
      {deposit.shareholders.length > 0 && (
        <section aria-labelledby={shareholdersId} className="flex flex-col gap-4">
          <h2 id={shareholdersId} className="text-lg font-semibold">
            {t('banking.capitalDeposit.shareholders.title')}
          </h2>
          {deposit.shareholders.map((shareholder) => (
            <ShareholderCard
              key={shareholder.id}
              shareholder={shareholder}
              currency={deposit.currency}
              awaitingFunds={deposit.status === CapitalDepositStatus.AWAITING_FUNDS}
            />
          ))}
        </section>
      )}
    </>
  );
}

function CertificateNotice() {
  const { t } = useI18n();
  const { basePath } = useArea();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border-l-4 border-success bg-success/5 p-4"
    >
      <h2 id={titleId} className="flex items-center gap-2 font-semibold">
        <FileCheck2 className="size-5 shrink-0 text-success" aria-hidden="true" />
        {t('banking.capitalDeposit.certificate.title')}
      </h2>
      <p>{t('banking.capitalDeposit.certificate.description')}</p>
      <Link
        to={areaPath(basePath, '/documents')}
        className={buttonClasses('secondary', 'w-full sm:w-auto sm:self-start')}
      >
        {t('banking.capitalDeposit.certificate.link')}
      </Link>
    </section>
  );
}
