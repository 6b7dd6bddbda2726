import { useQuery } from '@connectrpc/connect-query';
import {
  BackofficeService,
  type CapitalDepositCase,
  type DepositAccount,
  type GetCapitalDepositFileResponse,
  VerificationStatus,
} from '@foundly/proto';
import { useEffect, useState, type ReactNode } from 'react';
import { useI18n } from '../../app/i18n/index.js';
import { EmptyState } from '../../components/empty-state.js';
import { ErrorAlert } from '../../components/error-alert.js';
import { PageLoader } from '../../components/page-loader.js';
import { Section } from '../../components/section.js';
import { TableRegion, tableClasses } from '../../components/table-region.js';
import { useFormat } from '../../hooks/use-format.js';
import { useLabels } from '../../hooks/use-labels.js';
import { SandboxBankControls } from './sandbox-bank-controls.js';
import { useRefreshOrderFile } from './use-order-file.js';

/** How often the section asks again while a sandbox step's webhook is on its way, and for how long. */
const WEBHOOK_POLL_MS = 2_000;
const WEBHOOK_POLL_LIMIT_MS = 60_000;

/** An IBAN in groups of four, as it is printed. */
export function formatIban(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** The blocked account the founders transfer to: the same for every shareholder of a case. */
export function findDepositAccount(deposit: CapitalDepositCase): DepositAccount | undefined {
  return deposit.shareholders.find((shareholder) => shareholder.account?.iban)?.account;
}

/**
 * The capital deposit of a French SASU or EURL: where the bank stands, each
 * founder's part, the account they transfer to, what went wrong opening it,
 * the bank's webhooks, and, with the sandbox bank, the notary's and the bank's
 * steps. A step reaches the deposit through the sandbox's webhook: the section
 * asks again until a new webhook is there, then reloads the file (its status
 * may have moved).
 */
export function CapitalDepositSection({ orderId }: { orderId: string }) {
  const { t } = useI18n();
  const refreshFile = useRefreshOrderFile(orderId);
  const [awaiting, setAwaiting] = useState<{ events: number; since: number } | null>(null);
  const file = useQuery(
    BackofficeService.method.getCapitalDepositFile,
    { orderId },
    {
      refetchInterval: (query) =>
        awaiting &&
        (query.state.data?.events.length ?? 0) <= awaiting.events &&
        Date.now() - awaiting.since < WEBHOOK_POLL_LIMIT_MS
          ? WEBHOOK_POLL_MS
          : false,
    },
  );
  const eventCount = file.data?.events.length ?? 0;
  const webhookArrived = awaiting !== null && eventCount > awaiting.events;

  // The step's webhook may have moved the file: its status and the list are read again.
  useEffect(() => {
    if (webhookArrived) void refreshFile({ listToo: true });
  }, [webhookArrived, refreshFile]);

  return (
    <Section
      title={t('file.deposit.title')}
      actions={
        file.data && (
          <SandboxBankControls
            orderId={orderId}
            provider={file.data.provider}
            nextEvents={file.data.nextSandboxEvents}
            onSent={async () => {
              setAwaiting({ events: eventCount, since: Date.now() });
              await file.refetch();
            }}
          />
        )
      }
    >
      {awaiting && !webhookArrived && (
        <p role="status" className="mb-3 rounded-lg bg-sky-100 p-3 text-sm text-sky-900">
          {t('file.deposit.sandbox.awaitingWebhook')}
        </p>
      )}
      {file.isPending ? (
        <PageLoader />
      ) : file.isError ? (
        <ErrorAlert error={file.error} onRetry={() => void file.refetch()} />
      ) : (
        <DepositDetails file={file.data} />
      )}
    </Section>
  );
}

function DepositDetails({ file }: { file: GetCapitalDepositFileResponse }) {
  const { t } = useI18n();
  const labels = useLabels();
  const format = useFormat();
  const deposit = file.capitalDeposit;
  if (!deposit) return <EmptyState>{t('file.deposit.notOpened')}</EmptyState>;
  const account = findDepositAccount(deposit);

  return (
    <div className="flex flex-col gap-6">
      {file.openingError && (
        <div role="alert" className="rounded-lg bg-danger/10 p-3 text-sm text-danger">
          <p className="font-semibold">{t('file.deposit.openingError')}</p>
          <p className="break-words">{file.openingError}</p>
        </div>
      )}
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(8rem,14rem)_1fr]">
        <Detail label={t('file.deposit.status')}>
          <span className="font-semibold">{labels.depositStatus(deposit.status)}</span>
        </Detail>
        <Detail label={t('file.deposit.paidUp')}>
          {format.money(deposit.paidUpAmountCents, deposit.currency)}
        </Detail>
        <Detail label={t('file.deposit.bank')}>
          {file.provider === 'sandbox' ? t('file.deposit.sandboxBank') : file.provider}
        </Detail>
        <Detail label={t('file.deposit.opened')}>{format.dateTime(deposit.createdAt)}</Detail>
        <Detail label={t('file.deposit.certificate')}>
          {deposit.certificateDocumentId
            ? t('file.deposit.certificateReceived')
            : t('file.deposit.certificateNotYet')}
        </Detail>
      </dl>

      <div>
        <h3 className="mb-2 font-semibold">{t('file.deposit.account')}</h3>
        {account ? (
          <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(8rem,14rem)_1fr]">
            <Detail label={t('file.deposit.iban')}>
              <span className="font-mono break-all">{formatIban(account.iban)}</span>
            </Detail>
            <Detail label={t('file.deposit.bic')}>
              <span className="font-mono">{account.bic}</span>
            </Detail>
            <Detail label={t('file.deposit.holder')}>{account.holder}</Detail>
          </dl>
        ) : (
          <p className="text-sm text-ink-muted">{t('file.deposit.noAccount')}</p>
        )}
      </div>

      <div>
        <h3 className="mb-2 font-semibold">{t('file.deposit.shareholders')}</h3>
        <TableRegion label={t('file.deposit.shareholders')}>
          <table className={tableClasses.table}>
            <thead className={tableClasses.head}>
              <tr>
                <th scope="col" className={tableClasses.th}>
                  {t('file.deposit.name')}
                </th>
                <th scope="col" className={tableClasses.th}>
                  {t('file.deposit.amount')}
                </th>
                <th scope="col" className={tableClasses.th}>
                  {t('file.deposit.identity')}
                </th>
                <th scope="col" className={tableClasses.th}>
                  {t('file.deposit.transfer')}
                </th>
              </tr>
            </thead>
            <tbody>
              {deposit.shareholders.map((shareholder) => (
                <tr key={shareholder.id} className={tableClasses.row}>
                  <th scope="row" className={`${tableClasses.td} font-medium break-words`}>
                    {shareholder.fullName}
                  </th>
                  <td className={`${tableClasses.td} whitespace-nowrap`}>
                    {format.money(shareholder.amountCents, deposit.currency)}
                  </td>
                  <td className={tableClasses.td}>
                    {labels.verificationStatus(
                      shareholder.accountHolder?.verificationStatus ??
                        VerificationStatus.UNSPECIFIED,
                    )}
                  </td>
                  <td className={tableClasses.td}>{labels.transferStatus(shareholder.status)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      </div>

      <div>
        <h3 className="mb-2 font-semibold">{t('file.deposit.webhooks')}</h3>
        {file.events.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('file.deposit.noWebhooks')}</p>
        ) : (
          <TableRegion label={t('file.deposit.webhooks')}>
            <table className={tableClasses.table}>
              <thead className={tableClasses.head}>
                <tr>
                  <th scope="col" className={tableClasses.th}>
                    {t('file.deposit.received')}
                  </th>
                  <th scope="col" className={tableClasses.th}>
                    {t('file.deposit.event')}
                  </th>
                  <th scope="col" className={tableClasses.th}>
                    {t('file.deposit.outcome')}
                  </th>
                  <th scope="col" className={tableClasses.th}>
                    {t('file.deposit.statusAfter')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {file.events.map((event) => (
                  <tr key={event.id} className={tableClasses.row}>
                    <td className={`${tableClasses.td} whitespace-nowrap`}>
                      <time dateTime={format.iso(event.receivedAt)}>
                        {format.dateTime(event.receivedAt)}
                      </time>
                    </td>
                    <td className={`${tableClasses.td} font-mono break-all`}>{event.type}</td>
                    <td className={tableClasses.td}>{labels.webhookOutcome(event.outcome)}</td>
                    <td className={tableClasses.td}>
                      {event.statusAfter ? labels.depositStatus(event.statusAfter) : '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
        )}
      </div>
    </div>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-ink-muted">{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
