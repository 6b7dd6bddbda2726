import { useQuery } from '@connectrpc/connect-query';
import { BackofficeService, type OutboxEmail } from '@foundly/proto';
import { Button, cn, SelectField, TextField } from '@foundly/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '../../app/i18n/index.js';
import { EmptyState } from '../../components/empty-state.js';
import { ErrorAlert } from '../../components/error-alert.js';
import { PageLoader } from '../../components/page-loader.js';
import { TableRegion, tableClasses } from '../../components/table-region.js';
import { useDebouncedValue } from '../../hooks/use-debounced-value.js';
import { useFormat } from '../../hooks/use-format.js';
import { EMAIL_STATUSES, type EmailFilters } from './email-filters.js';

const SEARCH_DEBOUNCE_MS = 300;

/** The e-mail outbox, filtered by recipient and status, with the chosen e-mail's text. */
export function EmailsPage({
  filters,
  onFiltersChange,
}: {
  filters: EmailFilters;
  onFiltersChange(next: EmailFilters): void;
}) {
  const { t } = useI18n();
  const [to, setTo] = useState(filters.to ?? '');
  const debouncedTo = useDebouncedValue(to, SEARCH_DEBOUNCE_MS);
  const appliedTo = useRef(debouncedTo);
  useEffect(() => {
    if (debouncedTo === appliedTo.current) return;
    appliedTo.current = debouncedTo;
    const next = debouncedTo.trim() ? debouncedTo.trim() : undefined;
    if (next !== filters.to) onFiltersChange({ ...filters, to: next, email: undefined });
  }, [debouncedTo, filters, onFiltersChange]);

  const emails = useQuery(
    BackofficeService.method.listOutboxEmails,
    { to: filters.to ?? '', status: filters.status ?? '' },
    { placeholderData: keepPreviousData },
  );
  const selected = emails.data?.emails.find((email) => email.id === filters.email);

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold">{t('emails.title')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('emails.description')}</p>
      </div>
      <form
        role="search"
        aria-label={t('emails.filters.label')}
        onSubmit={(event) => event.preventDefault()}
        className="grid grid-cols-1 gap-3 sm:grid-cols-[2fr_1fr]"
      >
        <TextField
          type="search"
          label={t('emails.filters.to')}
          value={to}
          onChange={(event) => setTo(event.target.value)}
        />
        <SelectField
          label={t('emails.filters.status')}
          value={filters.status ?? ''}
          onChange={(event) =>
            onFiltersChange({
              ...filters,
              status: EMAIL_STATUSES.find((status) => status === event.target.value),
              email: undefined,
            })
          }
        >
          <option value="">{t('common.any')}</option>
          {EMAIL_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`emails.status.${status}`)}
            </option>
          ))}
        </SelectField>
      </form>
      <div className="grid gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0">
          {emails.isPending ? (
            <PageLoader />
          ) : emails.isError ? (
            <ErrorAlert error={emails.error} onRetry={() => void emails.refetch()} />
          ) : emails.data.emails.length === 0 ? (
            <EmptyState>{t('emails.empty')}</EmptyState>
          ) : (
            <EmailsTable
              emails={emails.data.emails}
              selectedId={selected?.id}
              onSelect={(id) => onFiltersChange({ ...filters, email: id })}
            />
          )}
        </div>
        {selected && (
          <EmailDetail
            key={selected.id}
            email={selected}
            onClose={() => onFiltersChange({ ...filters, email: undefined })}
          />
        )}
      </div>
    </div>
  );
}

function EmailsTable({
  emails,
  selectedId,
  onSelect,
}: {
  emails: OutboxEmail[];
  selectedId: string | undefined;
  onSelect(id: string): void;
}) {
  const { t } = useI18n();
  const format = useFormat();
  const columns = [
    'to',
    'subject',
    'template',
    'language',
    'status',
    'attempts',
    'lastError',
    'created',
    'sent',
  ] as const;
  return (
    <TableRegion label={t('emails.table.caption')}>
      <table className={cn(tableClasses.table, 'min-w-[960px]')}>
        <caption className="sr-only">{t('emails.table.caption')}</caption>
        <thead className={tableClasses.head}>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={tableClasses.th}>
                {t(`emails.table.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {emails.map((email) => (
            <tr
              key={email.id}
              className={cn(
                tableClasses.row,
                email.id === selectedId && 'bg-brand-50 dark:bg-surface-muted',
              )}
            >
              <td className={cn(tableClasses.td, 'break-all')}>{email.to}</td>
              <th scope="row" className={cn(tableClasses.td, 'font-normal')}>
                <button
                  type="button"
                  aria-label={t('emails.table.show', { subject: email.subject })}
                  aria-pressed={email.id === selectedId}
                  onClick={() => onSelect(email.id)}
                  className="text-left font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-100"
                >
                  {email.subject}
                </button>
              </th>
              <td className={tableClasses.td}>{email.template}</td>
              <td className={tableClasses.td}>{email.locale}</td>
              <td className={tableClasses.td}>
                <EmailStatusLabel status={email.status} />
              </td>
              <td className={tableClasses.td}>{email.attempts}</td>
              <td className={cn(tableClasses.td, 'max-w-48 break-words text-danger')}>
                {email.lastError}
              </td>
              <td className={cn(tableClasses.td, 'whitespace-nowrap')}>
                {format.dateTime(email.createdAt)}
              </td>
              <td className={cn(tableClasses.td, 'whitespace-nowrap')}>
                {format.dateTime(email.sentAt)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

function EmailStatusLabel({ status }: { status: string }) {
  const { tDynamic } = useI18n();
  const tone =
    status === 'failed' ? 'text-danger' : status === 'sent' ? 'text-success' : 'text-ink-muted';
  return (
    <span className={cn('font-semibold', tone)}>{tDynamic(`emails.status.${status}`, status)}</span>
  );
}

function EmailDetail({ email, onClose }: { email: OutboxEmail; onClose(): void }) {
  const { t } = useI18n();
  const format = useFormat();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-xl border border-line bg-surface-raised p-4"
    >
      <div className="mb-3 flex items-start justify-between gap-3">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold break-words focus:outline-none"
        >
          {email.subject}
        </h2>
        <Button variant="ghost" onClick={onClose} aria-label={t('emails.detail.close')}>
          {t('common.close')}
        </Button>
      </div>
      <dl className="grid grid-cols-[minmax(6rem,9rem)_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-medium text-ink-muted">{t('emails.table.to')}</dt>
        <dd className="break-all">{email.to}</dd>
        <dt className="font-medium text-ink-muted">{t('emails.table.status')}</dt>
        <dd>
          <EmailStatusLabel status={email.status} />
        </dd>
        <dt className="font-medium text-ink-muted">{t('emails.table.created')}</dt>
        <dd>{format.dateTime(email.createdAt)}</dd>
        {email.sentAt > 0n && (
          <>
            <dt className="font-medium text-ink-muted">{t('emails.table.sent')}</dt>
            <dd>{format.dateTime(email.sentAt)}</dd>
          </>
        )}
        {email.status !== 'sent' && email.nextAttemptAt > 0n && (
          <>
            <dt className="font-medium text-ink-muted">{t('emails.detail.nextAttempt')}</dt>
            <dd>{format.dateTime(email.nextAttemptAt)}</dd>
          </>
        )}
        {email.orderId && (
          <>
            <dt className="font-medium text-ink-muted">{t('emails.detail.order')}</dt>
            <dd>
              <Link
                to="/orders/$orderId"
                params={{ orderId: email.orderId }}
                className="break-all text-brand-700 underline dark:text-brand-100"
              >
                {email.orderId}
              </Link>
            </dd>
          </>
        )}
        {email.lastError && (
          <>
            <dt className="font-medium text-ink-muted">{t('emails.table.lastError')}</dt>
            <dd className="break-words text-danger">{email.lastError}</dd>
          </>
        )}
      </dl>
      <h3 className="mt-4 mb-2 text-sm font-semibold">{t('emails.detail.text')}</h3>
      <pre className="max-h-[32rem] overflow-auto rounded-lg bg-surface-muted p-3 font-sans text-sm whitespace-pre-wrap break-words">
        {email.text}
      </pre>
    </section>
  );
}
