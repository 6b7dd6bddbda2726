import { useI18n } from '../app/i18n/index.js';
import { useArea } from '../app/area/use-area.js';
import { ActionCard } from './action-card.js';
import { Greeting } from './greeting.js';
import { FileTimeline } from './file-timeline/index.js';

/** A home of the main layout: the greeting, where the file stands, and the next actions. */
export function HomeOverview({ name, subtitle }: { name: string | undefined; subtitle: string }) {
  const { t } = useI18n();
  const { basePath } = useArea();
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <Greeting name={name} subtitle={subtitle} />
      <FileTimeline />
      <div className="grid gap-6 md:grid-cols-2">
        <ActionCard
          title={t('home.cards.documentsTitle')}
          body={t('home.cards.documentsBody')}
          action={t('home.cards.documentsAction')}
          to={`${basePath}/documents`}
        />
        <ActionCard
          title={t('home.cards.settingsTitle')}
          body={t('home.cards.settingsBody')}
          action={t('home.cards.settingsAction')}
          to={`${basePath}/settings`}
        />
      </div>
    </section>
  );
}
