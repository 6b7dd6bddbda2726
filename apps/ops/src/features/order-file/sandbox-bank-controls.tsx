import { useMutation } from '@connectrpc/connect-query';
import { BackofficeService, SandboxBankEvent } from '@foundly/proto';
import { Button, Dialog } from '@foundly/ui';
import { useState } from 'react';
import { toast } from 'sonner';
import { useI18n } from '../../app/i18n/index.js';
import { useErrorMessage } from '../../hooks/use-error-message.js';
import { useLabels } from '../../hooks/use-labels.js';

/**
 * The notary's and the bank's steps the sandbox bank can be made to play now,
 * as the server lists them; nothing with the real bank.
 */
export function SandboxBankControls({
  orderId,
  provider,
  nextEvents,
  onSent,
}: {
  orderId: string;
  provider: string;
  nextEvents: SandboxBankEvent[];
  onSent(): Promise<void>;
}) {
  const { t } = useI18n();
  const labels = useLabels();
  const [event, setEvent] = useState<SandboxBankEvent | null>(null);
  if (provider !== 'sandbox' || nextEvents.length === 0) return null;

  return (
    <>
      <ul className="flex flex-wrap gap-2" aria-label={t('file.deposit.sandbox.label')}>
        {nextEvents.map((next) => (
          <li key={next}>
            <Button variant="secondary" onClick={() => setEvent(next)}>
              {labels.sandboxBankEvent(next)}
            </Button>
          </li>
        ))}
      </ul>
      {event !== null && (
        <SandboxBankEventDialog
          orderId={orderId}
          event={event}
          onClose={() => setEvent(null)}
          onSent={onSent}
        />
      )}
    </>
  );
}

/** Confirms a sandbox step; the server's refusal (wrong step, a transfer missing) is shown in it. */
function SandboxBankEventDialog({
  orderId,
  event,
  onClose,
  onSent,
}: {
  orderId: string;
  event: SandboxBankEvent;
  onClose(): void;
  onSent(): Promise<void>;
}) {
  const { t } = useI18n();
  const labels = useLabels();
  const describe = useErrorMessage();
  const simulate = useMutation(BackofficeService.method.simulateBankEvent);
  const [failure, setFailure] = useState<string | null>(null);

  const onConfirm = async () => {
    setFailure(null);
    try {
      await simulate.mutateAsync({ orderId, event });
      toast.success(t('file.deposit.sandbox.sent', { event: labels.sandboxBankEvent(event) }));
      onClose();
      await onSent();
    } catch (error) {
      setFailure(describe(error));
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('file.deposit.sandbox.dialogTitle', { event: labels.sandboxBankEvent(event) })}
      description={t(
        event === SandboxBankEvent.CERTIFICATE_ISSUED
          ? 'file.deposit.sandbox.certificateDescription'
          : 'file.deposit.sandbox.dialogDescription',
      )}
    >
      <div className="flex flex-col gap-4">
        {failure && (
          <p role="alert" className="rounded-lg bg-danger/10 p-3 text-sm text-danger">
            {failure}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button loading={simulate.isPending} onClick={() => void onConfirm()}>
            {t('common.confirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
