import { buttonClasses, Card } from '@foundly/ui';
import { Link } from '@tanstack/react-router';
import { Award } from 'lucide-react';
import { useI18n } from '../../app/i18n/index.js';
import { areaPath, useArea } from '../../app/area/use-area.js';

/**
 * The founder is registered with the tax agency and social security: on to
 * the tax calendar. An SL or SA (`company`) is formed: on to its documents
 * (the autónomo's tax calendar is not a company's).
 */
export function CongratulationsScreen({ company = false }: { company?: boolean }) {
  const { t } = useI18n();
  const { basePath } = useArea();
  return (
    <Card className="mx-auto flex w-full max-w-xl flex-col items-center text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-success/10 text-success">
        <Award className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-balance">
        {t(company ? 'spanishHome.companyFormed.title' : 'spanishHome.congratulations.title')}
      </h1>
      <p className="mt-3 text-ink-muted">
        {t(company ? 'spanishHome.companyFormed.body' : 'spanishHome.congratulations.body')}
      </p>
      <Link
        to={areaPath(basePath, company ? '/documents' : '/calendar')}
        className={buttonClasses('primary', 'mt-6 w-full sm:w-auto')}
      >
        {t(
          company ? 'spanishHome.companyFormed.documents' : 'spanishHome.congratulations.calendar',
        )}
      </Link>
    </Card>
  );
}
