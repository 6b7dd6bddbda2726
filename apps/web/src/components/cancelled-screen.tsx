import { getFirstName } from '@foundly/domain';
import { buttonClasses, Card } from '@foundly/ui';
import { Frown } from 'lucide-react';
import { useI18n } from '../app/i18n/index.js';
import { useEntityChoiceHref } from './no-order-screen.js';

/**
 * A cancelled or declined file: first-name greeting, a sad image, and a way
 * back to where a new formation starts (docs/decisions.md: the company-creation
 * entry page rather than /{locale}).
 */
export function CancelledScreen({ name }: { name: string | undefined }) {
  const { t } = useI18n();
  const href = useEntityChoiceHref();
  const firstName = getFirstName(name);
  return (
    <section className="mx-auto max-w-xl py-10">
      <Card className="flex flex-col items-center text-center">
        <span className="inline-flex size-20 items-center justify-center rounded-full bg-surface-muted">
          <Frown className="size-12 text-ink-muted" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-balance">{t('home.cancelled.title')}</h1>
        <p className="mt-3 text-ink-muted">
          {firstName
            ? t('home.cancelled.body', { name: firstName })
            : t('home.cancelled.bodyNoName')}
        </p>
        <a href={href} className={buttonClasses('primary', 'mt-6')}>
          {t('home.cancelled.back')}
        </a>
      </Card>
    </section>
  );
}
