import type { ProgressBars } from '@foundly/domain';
import { Card, cn, ProgressBar } from '@foundly/ui';
import { PartyPopper } from 'lucide-react';
import { useI18n } from '../../app/i18n/index.js';

/** The autónomo's bars: the request, the tax agency, social security. */
const SELF_EMPLOYED_BARS = ['questionnaire', 'aeat', 'tgss'] as const;
/** An SL's or SA's bars: the name certificate, the capital and the deed, the registration. */
const COMPANY_BARS = ['nameCertificate', 'capitalAndDeed', 'registry'] as const;

function stateOf(value: number): 'done' | 'inProgress' | 'pending' {
  if (value >= 100) return 'done';
  return value > 0 ? 'inProgress' : 'pending';
}

/**
 * 'Gracias por enviar tu solicitud': where the registration stands, as the
 * three bars of the questionnaire, the tax agency and social security; for an
 * SL or SA (`company`), the name certificate, the capital and deed, and the
 * registration. `founderActs` when the file waits on the founder: the
 * timeline below says what to do.
 */
export function ThanksScreen({
  progressBars,
  company = false,
  founderActs = false,
}: {
  progressBars: ProgressBars;
  company?: boolean;
  founderActs?: boolean;
}) {
  const { t } = useI18n();
  const bars = company ? COMPANY_BARS : SELF_EMPLOYED_BARS;
  return (
    <Card className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <div className="flex flex-col items-center text-center">
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-800/30 dark:text-brand-100">
          <PartyPopper className="size-8" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-balance">{t('spanishHome.thanks.title')}</h1>
        <p className="mt-3 text-ink-muted">
          {t(company ? 'spanishHome.thanks.companyBody' : 'spanishHome.thanks.body')}
        </p>
      </div>
      <ol className="flex flex-col gap-5">
        {bars.map((bar, index) => {
          const value = progressBars[index] ?? 0;
          const state = stateOf(value);
          const label = t(`spanishHome.thanks.bars.${bar}`);
          return (
            <li key={bar} className="flex flex-col gap-2">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4">
                <span className="font-medium">{label}</span>
                <span
                  className={cn(
                    'ml-auto text-sm',
                    state === 'done' ? 'font-medium text-success' : 'text-ink-muted',
                  )}
                >
                  {t(`spanishHome.thanks.states.${state}`)}
                </span>
              </div>
              <ProgressBar value={value} label={label} />
            </li>
          );
        })}
      </ol>
      <p className="text-center text-sm text-ink-muted">
        {t(founderActs ? 'spanishHome.thanks.yourTurn' : 'spanishHome.thanks.notice')}
      </p>
    </Card>
  );
}
