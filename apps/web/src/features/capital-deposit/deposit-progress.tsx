import { getCapitalDepositProgress } from '@foundly/domain';
import type { CapitalDepositStatus } from '@foundly/proto';
import { ProgressBar, cn } from '@foundly/ui';
import { CheckCircle2, Circle, CircleDot } from 'lucide-react';
import { useId } from 'react';
import { useI18n } from '../../app/i18n/index.js';

/** The five steps of the page, in order (spec 01 §2): the keys of their texts. */
const DEPOSIT_STEPS = ['accountCreation', 'transfer', 'notary', 'certificate', 'complete'] as const;

/** Where a status unknown to this version of the page stands: at the start. */
const FIRST_STEP = { step: 1, percent: 20 } as const;

type StepState = 'done' | 'current' | 'upcoming';

const STATE_ICONS = { done: CheckCircle2, current: CircleDot, upcoming: Circle } as const;

/**
 * The five steps of the deposit (account creation or review, transfer,
 * notary, certificate, complete) with the progress bar at 20 to 100 %, and
 * what is happening at the current step.
 */
export function DepositProgress({ status }: { status: CapitalDepositStatus }) {
  const { t } = useI18n();
  const titleId = useId();
  const { step, percent } = getCapitalDepositProgress(status) ?? FIRST_STEP;
  const current = DEPOSIT_STEPS[step - 1]!;
  const stateOf = (index: number): StepState =>
    index + 1 < step || percent === 100 ? 'done' : index + 1 === step ? 'current' : 'upcoming';
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-6"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {t('banking.capitalDeposit.progress.title')}
      </h2>
      <div className="flex flex-col gap-2">
        <ProgressBar value={percent} label={t('banking.capitalDeposit.progress.label')} />
        <p className="text-sm text-ink-muted">
          {t('banking.capitalDeposit.progress.summary', { step, percent })}
        </p>
      </div>
      <p>{t(`banking.capitalDeposit.steps.${current}.now`)}</p>
      <ol aria-label={t('banking.capitalDeposit.progress.steps')} className="flex flex-col gap-1">
        {DEPOSIT_STEPS.map((id, index) => {
          const state = stateOf(index);
          const Icon = STATE_ICONS[state];
          return (
            <li
              key={id}
              aria-current={state === 'current' ? 'step' : undefined}
              className={cn(
                'flex items-center gap-3 rounded-lg px-3 py-2',
                state === 'current' &&
                  'bg-brand-50 font-semibold ring-1 ring-brand-600 dark:bg-brand-800/20',
                state === 'upcoming' && 'text-ink-muted',
              )}
            >
              <Icon
                className={cn(
                  'size-5 shrink-0',
                  state === 'upcoming' ? 'text-ink-muted' : 'text-brand-700 dark:text-brand-100',
                )}
                aria-hidden="true"
              />
              <span>
                {t(`banking.capitalDeposit.steps.${id}.label`)}
                <span className="sr-only">
                  {' '}
                  {t(`banking.capitalDeposit.progress.state.${state}`)}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
