import type { CertificateSummary as Summary, QuestionnaireProgress } from '@foundly/proto';
import { Button, buttonClasses, Card } from '@foundly/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../../app/i18n/index.js';
import { useArea } from '../../../app/area/use-area.js';
import { useAdvance } from '../../questionnaire/step-context.js';
import { CertificateSummary } from './certificate-summary.js';
import { useStepPath } from './use-view-path.js';

export interface CertificateOverviewProps {
  title: string;
  description: string;
  certificate: Summary;
  progress: QuestionnaireProgress | undefined;
  /** Offer to upload another certificate instead. */
  replaceable?: boolean;
  /** Take the focus, so that a screen reader announces the new screen. */
  focusTitle?: boolean;
}

/**
 * A certificate the server opened: what it says, for the founder to check it
 * is theirs, and Continue to where the progress leads (the hub: the funnel
 * has one step).
 */
export function CertificateOverview({
  title,
  description,
  certificate,
  progress,
  replaceable = false,
  focusTitle = false,
}: CertificateOverviewProps) {
  const { t } = useI18n();
  const { basePath } = useArea();
  const stepPath = useStepPath();
  const advance = useAdvance();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);

  const onContinue = () => {
    setLeaving(true);
    void (progress ? advance(progress) : navigate({ to: basePath }));
  };

  return (
    <Card className="mx-auto flex max-w-xl flex-col gap-6">
      <div>
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-balance outline-none">
          {title}
        </h1>
        <p className="mt-2 text-ink-muted">{description}</p>
      </div>
      <CertificateSummary certificate={certificate} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        {replaceable && (
          <Link to={stepPath} search={{ view: 'upload' }} className={buttonClasses('secondary')}>
            {t('spanishCertificate.provided.replace')}
          </Link>
        )}
        <Button className="sm:ml-auto" loading={leaving} onClick={onContinue}>
          {t('spanishCertificate.continue')}
        </Button>
      </div>
    </Card>
  );
}
