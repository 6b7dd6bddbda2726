import { Button, Card, Spinner } from '@foundly/ui';
import { Hourglass } from 'lucide-react';
import { useI18n } from '../../app/i18n/index.js';

/**
 * The generate-plan screen (spec 02 §4): the plan being built, or built but
 * waiting for an operator's approval, or (when the build failed) the way to
 * build it again from the saved answers.
 */
export function ComplianceGeneratePlan({
  state,
  onGenerate,
}: {
  state: 'generating' | 'awaiting-approval' | 'not-generated';
  onGenerate: () => void;
}) {
  const { t } = useI18n();
  if (state === 'generating') {
    return (
      <Card role="status" className="flex items-center gap-3">
        <Spinner className="size-5 text-brand-700 dark:text-brand-100" />
        <span>{t('compliance.generate.preparing')}</span>
      </Card>
    );
  }
  if (state === 'awaiting-approval') {
    return (
      <Card className="flex flex-col gap-3">
        <Hourglass aria-hidden className="size-8 text-brand-700 dark:text-brand-100" />
        <h2 className="text-xl font-semibold">{t('compliance.generate.reviewTitle')}</h2>
        <p className="text-ink-muted">{t('compliance.generate.reviewDescription')}</p>
      </Card>
    );
  }
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">{t('compliance.generate.title')}</h2>
      <p className="text-ink-muted">{t('compliance.generate.missing')}</p>
      <Button className="sm:self-start" onClick={onGenerate}>
        {t('compliance.generate.action')}
      </Button>
    </Card>
  );
}
