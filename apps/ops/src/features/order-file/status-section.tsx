import { useMutation } from '@connectrpc/connect-query';
import { Code, readRpcFailure } from '@foundly/app-kit';
import {
  BackofficeService,
  CountryCode,
  OrderStatus,
  StatusActor,
  type StatusChange,
} from '@foundly/proto';
import { Button, Dialog, TextField } from '@foundly/ui';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useI18n } from '../../app/i18n/index.js';
import { TextAreaField } from '../../components/form-fields.js';
import { Section } from '../../components/section.js';
import { useErrorMessage } from '../../hooks/use-error-message.js';
import { useFormat } from '../../hooks/use-format.js';
import { useLabels } from '../../hooks/use-labels.js';
import { useRefreshOrderFile } from './use-order-file.js';

/** Ending a file without a company is explained in the timeline (and to the founder). */
const NEEDS_REASON: ReadonlySet<OrderStatus> = new Set([
  OrderStatus.CANCELED,
  OrderStatus.DECLINED,
]);

/**
 * What the timeline says of a change's reason: an operator's is the reason
 * they gave; a payment's is its payment id, shown as its reference; the
 * signing partner and the team's tools write references for the logs, which
 * are no reason and are not shown.
 */
function useDescribeReason() {
  const { t } = useI18n();
  return (change: StatusChange): string | undefined => {
    if (!change.reason) return undefined;
    switch (change.actor) {
      case StatusActor.OPERATOR:
        return t('file.status.reasonLabel', { reason: change.reason });
      case StatusActor.PAYMENT:
        return t('file.status.paymentReference', { reference: change.reason });
      default:
        return undefined;
    }
  };
}

/** The timeline of the file and the statuses it may move to now, as the server lists them. */
export function StatusSection({
  orderId,
  country,
  status,
  changes,
  nextStatuses,
}: {
  orderId: string;
  country: CountryCode;
  status: OrderStatus;
  changes: StatusChange[];
  nextStatuses: OrderStatus[];
}) {
  const { t } = useI18n();
  const labels = useLabels();
  const format = useFormat();
  const describeReason = useDescribeReason();
  const [target, setTarget] = useState<OrderStatus | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <Section title={t('file.status.title')}>
      <div className="grid gap-6 lg:grid-cols-[1fr_minmax(16rem,22rem)]">
        <div>
          <h3 className="mb-2 font-semibold">{t('file.status.timeline')}</h3>
          {changes.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('file.status.noChanges')}</p>
          ) : (
            <ol
              className="flex flex-col gap-3 border-l-2 border-line pl-4"
              aria-label={t('file.status.timeline')}
            >
              {changes.map((change) => {
                const reason = describeReason(change);
                return (
                  <li key={change.id} className="text-sm">
                    <p className="font-semibold">
                      {t('file.status.change', {
                        from: labels.status(change.fromStatus),
                        to: labels.status(change.toStatus),
                      })}
                    </p>
                    <p className="text-ink-muted">
                      {t('file.status.by', {
                        actor:
                          change.actor === StatusActor.OPERATOR && change.actorName
                            ? change.actorName
                            : labels.actor(change.actor),
                      })}
                      {' · '}
                      <time dateTime={format.iso(change.createdAt)}>
                        {format.dateTime(change.createdAt)}
                      </time>
                    </p>
                    {reason && <p className="mt-1 whitespace-pre-wrap">{reason}</p>}
                  </li>
                );
              })}
            </ol>
          )}
        </div>
        <div>
          <h3 className="mb-2 font-semibold">{t('file.status.next')}</h3>
          {notice && (
            <p role="status" className="mb-3 rounded-lg bg-amber-100 p-3 text-sm text-amber-900">
              {notice}
            </p>
          )}
          {nextStatuses.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('file.status.noNext')}</p>
          ) : (
            <ul className="flex flex-wrap gap-2" aria-label={t('file.status.next')}>
              {nextStatuses.map((next) => (
                <li key={next}>
                  <Button
                    variant={NEEDS_REASON.has(next) ? 'danger' : 'secondary'}
                    onClick={() => {
                      setNotice(null);
                      setTarget(next);
                    }}
                  >
                    {labels.status(next)}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      {target !== null && (
        <ChangeStatusDialog
          orderId={orderId}
          current={status}
          target={target}
          asksCompanyNumber={country === CountryCode.UK && target === OrderStatus.COMPANY_FORMED}
          onClose={() => setTarget(null)}
          onStale={() => setNotice(t('file.status.reloaded'))}
        />
      )}
    </Section>
  );
}

/**
 * Confirms a move with an optional reason (required to cancel or decline);
 * a UK company's incorporation asks for the company number on its certificate.
 * The server applies it only from the status shown here: when the file moved
 * meanwhile, the page says so and reloads.
 */
function ChangeStatusDialog({
  orderId,
  current,
  target,
  asksCompanyNumber,
  onClose,
  onStale,
}: {
  orderId: string;
  current: OrderStatus;
  target: OrderStatus;
  asksCompanyNumber: boolean;
  onClose(): void;
  onStale(): void;
}) {
  const { t, tDynamic } = useI18n();
  const labels = useLabels();
  const describe = useErrorMessage();
  const refresh = useRefreshOrderFile(orderId);
  const changeStatus = useMutation(BackofficeService.method.changeOrderStatus);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [companyNumber, setCompanyNumber] = useState('');
  const [companyNumberError, setCompanyNumberError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const needsReason = NEEDS_REASON.has(target);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (needsReason && reason.trim() === '') {
      setReasonError(t('file.status.reasonRequired'));
      return;
    }
    setFailure(null);
    try {
      await changeStatus.mutateAsync({
        orderId,
        expectedStatus: current,
        status: target,
        reason: reason.trim(),
        companyNumber: asksCompanyNumber ? companyNumber : '',
      });
      toast.success(t('file.status.changed', { status: labels.status(target) }));
      onClose();
      await refresh({ listToo: true });
    } catch (error) {
      const { code, reason: errorReason, fields } = readRpcFailure(error);
      const numberField = fields.find((field) => field.field === 'company_number');
      if (numberField) {
        setCompanyNumberError(tDynamic(numberField.description, t('errors.generic')));
        return;
      }
      if (code === Code.FailedPrecondition && errorReason === 'STATUS_CHANGED') {
        onStale();
        onClose();
        await refresh({ listToo: true });
        return;
      }
      setFailure(describe(error));
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('file.status.dialogTitle', { status: labels.status(target) })}
      description={t('file.status.dialogDescription')}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {asksCompanyNumber && (
          <TextField
            label={t('file.status.companyNumber')}
            hint={t('file.status.companyNumberHint')}
            required
            autoComplete="off"
            maxLength={12}
            value={companyNumber}
            error={companyNumberError}
            onChange={(event) => {
              setCompanyNumber(event.target.value);
              setCompanyNumberError(undefined);
            }}
          />
        )}
        <TextAreaField
          label={needsReason ? t('file.status.reason') : t('file.status.reasonOptional')}
          required={needsReason}
          maxLength={2000}
          value={reason}
          error={reasonError}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonError(undefined);
          }}
        />
        {failure && (
          <p role="alert" className="rounded-lg bg-danger/10 p-3 text-sm text-danger">
            {failure}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant={needsReason ? 'danger' : 'primary'}
            loading={changeStatus.isPending}
          >
            {t('common.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
