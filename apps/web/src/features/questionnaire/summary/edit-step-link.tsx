import { buttonClasses } from '@foundly/ui';
import { Link } from '@tanstack/react-router';
import { Pencil } from 'lucide-react';
import { useI18n } from '../../../app/i18n/index.js';
import { useArea } from '../../../app/area/use-area.js';
import { stepPath } from '../step-context.js';

export interface EditStepLinkProps {
  step: { funnelName: string; stepName: string };
  /** What the link changes, for its accessible name ('Edit {item}'). */
  item: string;
  className?: string;
}

/** The summary's way back to a step: 'Edit', with the item in its accessible name. */
export function EditStepLink({ step, item, className }: EditStepLinkProps) {
  const { t } = useI18n();
  const { basePath } = useArea();
  return (
    <Link
      to={stepPath(basePath, step)}
      className={buttonClasses('ghost', className)}
      aria-label={t('identityAndSignature.summary.editLabel', { item })}
    >
      <Pencil className="size-4" aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">{t('identityAndSignature.summary.edit')}</span>
    </Link>
  );
}
