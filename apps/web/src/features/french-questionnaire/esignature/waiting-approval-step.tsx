import { OrderStatus } from '@foundly/proto';
import { Card, cn } from '@foundly/ui';
import { Redirect } from '../../../components/redirect.js';
import { CheckCircle2, Circle, CircleDot, SearchCheck } from 'lucide-react';
import { useI18n } from '../../../app/i18n/index.js';
import { useArea } from '../../../app/area/use-area.js';
import { useCurrentOrder } from '../../order/api/current-order.js';

/** The review of a signed file, in the order the statuses follow one another. */
const REVIEW = [
  { status: OrderStatus.QUESTIONNAIRE_RECEIVED, key: 'received' },
  { status: OrderStatus.PROCESSING_QUESTIONNAIRE, key: 'processing' },
  { status: OrderStatus.QUESTIONNAIRE_APPROVED, key: 'approved' },
] as const;

/**
 * e-signature/waiting-approval: the formation team checks the signed file;
 * only while it is received, being processed or approved.
 */
export function WaitingApprovalStep() {
  const { t } = useI18n();
  const { basePath } = useArea();
  const { data } = useCurrentOrder();
  const current = REVIEW.findIndex((stage) => stage.status === data?.order?.status);
  if (current < 0) return <Redirect to={basePath} />;
  return (
    <Card className="mx-auto flex max-w-xl flex-col gap-6">
      <div className="flex flex-col items-center text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-800/30 dark:text-brand-100">
          <SearchCheck className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-balance">
          {t('identityAndSignature.esignature.waitingApproval.title')}
        </h1>
        <p className="mt-2 text-ink-muted">
          {t('identityAndSignature.esignature.waitingApproval.description')}
        </p>
      </div>
      <section aria-labelledby="waiting-approval-stages" className="flex flex-col gap-3">
        <h2 id="waiting-approval-stages" className="font-semibold">
          {t('identityAndSignature.esignature.waitingApproval.stagesTitle')}
        </h2>
        <ol className="flex flex-col gap-3">
          {REVIEW.map((stage, index) => {
            const isCurrent = index === current;
            const done = index < current || (isCurrent && index === REVIEW.length - 1);
            const Icon = done ? CheckCircle2 : isCurrent ? CircleDot : Circle;
            return (
              <li
                key={stage.key}
                className={cn(
                  'flex gap-3 rounded-xl border p-4',
                  isCurrent ? 'border-brand-700 bg-brand-50 dark:bg-brand-800/20' : 'border-line',
                )}
              >
                <Icon
                  className={cn(
                    'mt-0.5 size-5 shrink-0',
                    done || isCurrent ? 'text-brand-700 dark:text-brand-100' : 'text-ink-muted',
                  )}
                  aria-hidden="true"
                />
                <div className="flex flex-col gap-1">
                  <p className="font-medium">
                    {t(`identityAndSignature.esignature.waitingApproval.${stage.key}.title`)}
                    {(done || isCurrent) && (
                      <span className="sr-only">
                        {' '}
                        (
                        {t(
                          isCurrent
                            ? 'identityAndSignature.esignature.waitingApproval.current'
                            : 'identityAndSignature.esignature.waitingApproval.done',
                        )}
                        )
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-ink-muted">
                    {t(`identityAndSignature.esignature.waitingApproval.${stage.key}.body`)}
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      </section>
    </Card>
  );
}
