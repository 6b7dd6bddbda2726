import { getFirstName } from '@foundly/domain';
import { useI18n } from '../app/i18n/index.js';

/** 'Hello {first name}' as the page title. */
export function Greeting({ name, subtitle }: { name: string | undefined; subtitle?: string }) {
  const { t } = useI18n();
  const firstName = getFirstName(name);
  return (
    <header>
      <h1 className="text-2xl font-bold sm:text-3xl">
        {firstName ? t('home.greeting', { name: firstName }) : t('home.greetingNoName')}
      </h1>
      {subtitle && <p className="mt-2 text-ink-muted">{subtitle}</p>}
    </header>
  );
}
