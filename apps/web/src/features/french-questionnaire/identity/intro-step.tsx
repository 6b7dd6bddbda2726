import { CheckCircle2, FileText } from 'lucide-react';
import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useStepForm } from '../form/use-step-form.js';

type Values = Record<string, never>;

/** confirm-identity/intro: the documents the next steps ask for, and the files accepted. */
export function IdentityIntroStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const { onSubmit, pending, failure } = useStepForm<Values>({
    defaultValues: {},
    toUpdate: () => ({ metadata: { identity_intro_viewed: '1' } }),
  });
  const asks = (step: string) =>
    !data?.progress?.skipSteps.some(
      (skip) => skip.funnelName === 'confirm-identity' && skip.stepName === step,
    );
  const items = [
    t('identityAndSignature.intro.identity'),
    ...(asks('spouse-id') ? [t('identityAndSignature.intro.spouse')] : []),
    t('identityAndSignature.intro.proofOfAddress'),
    ...(asks('business-poa') ? [t('identityAndSignature.intro.businessAddress')] : []),
  ];
  return (
    <StepFrame
      title={t('identityAndSignature.intro.title')}
      description={t('identityAndSignature.intro.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure}
    >
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3">
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
      <div className="flex gap-3 rounded-xl bg-surface-muted p-4 text-sm">
        <FileText className="size-5 shrink-0 text-ink-muted" aria-hidden="true" />
        <div className="flex flex-col gap-1">
          <p className="font-medium">{t('identityAndSignature.intro.formats')}</p>
          <p className="text-ink-muted">{t('identityAndSignature.intro.quality')}</p>
        </div>
      </div>
    </StepFrame>
  );
}
