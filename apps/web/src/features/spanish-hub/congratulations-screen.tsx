import { buttonClasses, Card } from '@foundly/ui';
import { Link } from '@tanstack/react-router';
import { Award } from 'lucide-react';
import { useI18n } from '../../app/i18n/index.js';
import { areaPath, useArea } from '../../app/area/use-area.js';

/** The founder is registered with the tax agency and social security: on to the tax calendar. */
export function CongratulationsScreen() {
  const { t } = useI18n();
  const { basePath } = useArea();
  return (
    <Card className="mx-auto flex w-full max-w-xl flex-col items-center text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-success/10 text-success">
        <Award className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-balance">
        {t('spanishHome.congratulations.title')}
      </h1>
      <p className="mt-3 text-ink-muted">{t('spanishHome.congratulations.body')}</p>
      <Link
        to={areaPath(basePath, '/calendar')}
        className={buttonClasses('primary', 'mt-6 w-full sm:w-auto')}
      >
        {t('spanishHome.congratulations.calendar')}
      </Link>
    </Card>
  );
}
