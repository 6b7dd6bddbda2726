import { buttonClasses, Card } from '@foundly/ui';
import { useQuery } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { useI18n } from '../app/i18n/index.js';
import { publicConfigQuery } from '../app/public-config.js';

/** The landing site's company-creation entry page (spec 01 §2). */
export const ENTITY_CHOICE_PATH = '/creation-entreprise/entity-choice';

/** The landing site's page where a new formation starts. */
export function useEntityChoiceHref(): string {
  const { data: config } = useQuery(publicConfigQuery);
  return `${config?.landingUrl ?? ''}${ENTITY_CHOICE_PATH}`;
}

/** Shown when the person has no account or no order yet. */
export function NoOrderScreen() {
  const { t } = useI18n();
  const href = useEntityChoiceHref();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center py-10 text-center">
      <Card className="flex flex-col items-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-800/30 dark:text-brand-100">
          <Building2 className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-2xl font-bold">{t('shell.noOrder.title')}</h1>
        <p className="mt-3 text-ink-muted">{t('shell.noOrder.description')}</p>
        <a href={href} className={buttonClasses('primary', 'mt-6')}>
          {t('shell.noOrder.cta')}
        </a>
      </Card>
    </section>
  );
}
