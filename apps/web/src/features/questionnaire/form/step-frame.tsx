import { Button, Card } from '@foundly/ui';
import type { FormEvent, ReactNode } from 'react';
import { useI18n } from '../../../app/i18n/index.js';

export interface StepFrameProps {
  title: string;
  description?: ReactNode;
  onSubmit: (event: FormEvent) => void;
  pending: boolean;
  failure?: string | undefined;
  /** The submit button's text; 'Continue' by default. */
  submitLabel?: string;
  children: ReactNode;
}

/** The card of a questionnaire step: its question, its fields and 'Continue'. */
export function StepFrame({
  title,
  description,
  onSubmit,
  pending,
  failure,
  submitLabel,
  children,
}: StepFrameProps) {
  const { t } = useI18n();
  return (
    <Card className="mx-auto max-w-xl">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        <div>
          <h1 className="text-2xl font-bold text-balance">{title}</h1>
          {description && <div className="mt-2 text-ink-muted">{description}</div>}
        </div>
        {children}
        {failure && (
          <p role="alert" className="text-sm font-medium text-danger">
            {failure}
          </p>
        )}
        <Button type="submit" className="w-full" loading={pending}>
          {submitLabel ?? t('common.continue')}
        </Button>
      </form>
    </Card>
  );
}
