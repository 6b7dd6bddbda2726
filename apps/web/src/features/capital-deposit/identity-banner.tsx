import { getVerificationDisplayState } from '@foundly/domain';
import { VerificationStatus, type Shareholder } from '@foundly/proto';
import { buttonClasses } from '@foundly/ui';
import { ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { useI18n } from '../../app/i18n/index.js';

/**
 * The call to verify one's identity with the bank (AWAITING_OWNER_ID): a
 * link to each waiting shareholder's onboarding at the bank.
 */
export function IdentityBanner({ shareholders }: { shareholders: readonly Shareholder[] }) {
  const { t } = useI18n();
  const titleId = useId();
  const waiting = shareholders.filter(
    (shareholder) =>
      shareholder.onboarding?.url &&
      (getVerificationDisplayState(
        shareholder.accountHolder?.verificationStatus ?? VerificationStatus.UNSPECIFIED,
      ) ?? 'pending') === 'pending',
  );
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border-l-4 border-brand-700 bg-brand-50 p-4 dark:bg-brand-800/20"
    >
      <h2 id={titleId} className="flex items-center gap-2 font-semibold">
        <ShieldCheck
          className="size-5 shrink-0 text-brand-700 dark:text-brand-100"
          aria-hidden="true"
        />
        {t('banking.capitalDeposit.identityBanner.title')}
      </h2>
      <p>{t('banking.capitalDeposit.identityBanner.description')}</p>
      <div className="flex flex-wrap gap-3">
        {waiting.map((shareholder) => (
          <a
            key={shareholder.id}
            href={shareholder.onboarding!.url}
            className={buttonClasses('primary', 'w-full sm:w-auto')}
          >
            {shareholders.length === 1
              ? t('banking.capitalDeposit.identityBanner.verifyMine')
              : t('banking.capitalDeposit.identityBanner.verifyOf', {
                  name: shareholder.fullName,
                })}
          </a>
        ))}
      </div>
    </section>
  );
}
