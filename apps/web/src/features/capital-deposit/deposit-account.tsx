import { toElectronicIban, toPrintedIban } from '@foundly/domain';
import type { DepositAccount } from '@foundly/proto';
import { cn } from '@foundly/ui';
import { useId } from 'react';
import { useI18n, type MessageKey } from '../../app/i18n/index.js';
import { CopyButton } from './copy-button.js';

interface Detail {
  label: MessageKey;
  copyLabel: MessageKey;
  shown: string;
  copied: string;
  /** Shown in a fixed-width font, to read character by character. */
  code: boolean;
}

/**
 * The deposit account a shareholder transfers their contribution to: the
 * IBAN grouped by four for reading and copied without spaces, the BIC and
 * the holder, each with its copy button.
 */
export function DepositAccountDetails({
  account,
  amount,
}: {
  account: DepositAccount;
  amount: string;
}) {
  const { t } = useI18n();
  const titleId = useId();
  const details: Detail[] = [
    {
      label: 'banking.capitalDeposit.account.iban',
      copyLabel: 'banking.capitalDeposit.account.copyIban',
      shown: toPrintedIban(account.iban),
      copied: toElectronicIban(account.iban),
      code: true,
    },
    {
      label: 'banking.capitalDeposit.account.bic',
      copyLabel: 'banking.capitalDeposit.account.copyBic',
      shown: account.bic,
      copied: account.bic.trim(),
      code: true,
    },
    {
      label: 'banking.capitalDeposit.account.holder',
      copyLabel: 'banking.capitalDeposit.account.copyHolder',
      shown: account.holder,
      copied: account.holder.trim(),
      code: false,
    },
  ];
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl bg-surface-muted p-4"
    >
      <h4 id={titleId} className="font-semibold">
        {t('banking.capitalDeposit.account.title')}
      </h4>
      <p className="text-sm text-ink-muted">
        {t('banking.capitalDeposit.account.instructions', { amount })}
      </p>
      <dl className="flex flex-col gap-3">
        {details
          .filter((detail) => detail.shown)
          .map((detail) => (
            <div key={detail.label}>
              <dt className="text-sm text-ink-muted">{t(detail.label)}</dt>
              <dd className="flex items-center justify-between gap-3">
                <span className={cn('min-w-0 break-words', detail.code && 'font-mono')}>
                  {detail.shown}
                </span>
                <CopyButton value={detail.copied} label={t(detail.copyLabel)} />
              </dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
