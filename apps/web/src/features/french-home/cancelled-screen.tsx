import { getFirstName } from '@foundly/domain';
import { buttonClasses, Card } from '@foundly/ui';
import { Frown } from 'lucide-react';
import { useI18n } from '../../app/i18n/index.js';
import { useEntityChoiceHref } from '../../components/no-order-screen.js';

/**
 * A cancelled or declined file: first-name greeting, a sad image, and a way
 * back to where a new formation starts.
 */
export function CancelledScreen({ name }: { name: string | undefined }) {
  const { t } = useI18n();
  const href = useEntityChoiceHref();
  return (
    <section className="mx-auto max-w-xl py-10">
      <Card className="flex flex-col items-center text-center">
        <Frown className="size-16 text-ink-muted" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold">{t('home.cancelled.title')}</h1>
        <p className="mt-3 text-ink-muted">
          {t('home.cancelled.body', { name: getFirstName(name) })}
        </p>
        <a href={href} className={buttonClasses('primary', 'mt-6')}>
          {t('home.cancelled.back')}
        </a>
      </Card>
    </section>
  );
}
