import {
  formatMoney,
  getTransferDisplayState,
  getVerificationDisplayState,
  type DepositDisplayState,
} from '@foundly/domain';
import { VerificationStatus, type Shareholder } from '@foundly/proto';
import { cn } from '@foundly/ui';
import { useId } from 'react';
import { useI18n } from '../../app/i18n/index.js';
import { DepositAccountDetails } from './deposit-account.js';

const BADGE_TONES: Record<DepositDisplayState, string> = {
  pending: 'bg-surface-muted text-ink',
  done: 'bg-brand-50 text-brand-800 dark:bg-brand-800/20 dark:text-brand-100',
  approved: 'bg-success/10 text-success',
  rejected: 'bg-danger/10 text-danger',
};

function Badge({ tone, children }: { tone: keyof typeof BADGE_TONES; children: string }) {
  return (
    <span className={cn('rounded-full px-2.5 py-0.5 text-sm font-semibold', BADGE_TONES[tone])}>
      {children}
    </span>
  );
}

/**
 * One shareholder's part of the deposit: the amount to transfer, in the
 * founder's language, where their identity verification and their transfer
 * stand, and while the deposit waits for the funds (`awaitingFunds`) and
 * their transfer has not arrived, the account to send it to.
 */
export function ShareholderCard({
  shareholder,
  currency,
  awaitingFunds,
}: {
  shareholder: Shareholder;
  currency: string;
  awaitingFunds: boolean;
}) {
  const { t, locale } = useI18n();
  const titleId = useId();
  const amount = formatMoney(Number(shareholder.amountCents), currency || 'EUR', locale);
  const identity =
    getVerificationDisplayState(
      shareholder.accountHolder?.verificationStatus ?? VerificationStatus.UNSPECIFIED,
    ) ?? 'pending';
  const transfer =
    getTransferDisplayState(shareholder.status) === 'approved' ? 'approved' : 'pending';
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-6"
    >
      <h3 id={titleId} className="text-lg font-semibold">
        {shareholder.fullName}
      </h3>
      <dl className="grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-ink-muted">
            {t('banking.capitalDeposit.shareholders.amount')}
          </dt>
          <dd className="text-lg font-semibold">{amount}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">
            {t('banking.capitalDeposit.shareholders.identity')}
          </dt>
          <dd className="flex flex-col items-start gap-1">
            <Badge tone={identity}>
              {t(`banking.capitalDeposit.shareholders.identityStatus.${identity}`)}
            </Badge>
            <span className="text-sm text-ink-muted">
              {t(`banking.capitalDeposit.shareholders.identityHint.${identity}`)}
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">
            {t('banking.capitalDeposit.shareholders.transfer')}
          </dt>
          <dd className="flex flex-col items-start gap-1">
            <Badge tone={transfer}>
              {t(`banking.capitalDeposit.shareholders.transferStatus.${transfer}`)}
            </Badge>
            <span className="text-sm text-ink-muted">
              {t(`banking.capitalDeposit.shareholders.transferHint.${transfer}`)}
            </span>
          </dd>
        </div>
      </dl>
      {awaitingFunds && transfer === 'pending' && shareholder.account?.iban && (
        <DepositAccountDetails account={shareholder.account} amount={amount} />
      )}
    </article>
  );
}
