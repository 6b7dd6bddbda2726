import { Button, Card } from '@foundly/ui';
import { CalendarClock, ListChecks, Scale } from 'lucide-react';
import { useI18n } from '../../app/i18n/index.js';

/** The first screen: what the tool does, and the way in. */
export function ComplianceIntro({ onStart, starting }: { onStart: () => void; starting: boolean }) {
  const { t } = useI18n();
  const points = [
    { icon: ListChecks, text: t('compliance.intro.points.questions') },
    { icon: CalendarClock, text: t('compliance.intro.points.dates') },
    { icon: Scale, text: t('compliance.intro.points.sources') },
  ];
  return (
    <Card className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h2 className="text-xl font-semibold">{t('compliance.intro.title')}</h2>
        <p className="text-ink-muted">{t('compliance.intro.description')}</p>
      </div>
      <ul className="flex flex-col gap-3">
        {points.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-3">
            <Icon aria-hidden className="size-5 shrink-0 text-brand-700 dark:text-brand-100" />
            <span>{text}</span>
          </li>
        ))}
      </ul>
      <Button className="sm:self-start" onClick={onStart} loading={starting}>
        {t('compliance.intro.start')}
      </Button>
    </Card>
  );
}
