import type { LegalForm, OrderStatus } from '@foundly/proto';
import { useI18n } from '../../app/i18n/index.js';
import { ActionCard } from '../../components/action-card.js';
import { Greeting } from '../../components/greeting.js';
import { FileTimeline } from '../../components/file-timeline/index.js';
import { areaPath, useArea } from '../../app/area/use-area.js';
import { HOME_CARD_PATHS, listHomeCards } from './home-cards.js';

/** The French home once nothing is waiting in a funnel: greeting, where the file stands, next actions. */
export function FrenchHomeOverview({
  name,
  status,
  legalForm,
}: {
  name: string | undefined;
  status: OrderStatus;
  legalForm: LegalForm;
}) {
  const { t } = useI18n();
  const { basePath, flags, account } = useArea();
  const cards = listHomeCards({
    status,
    legalForm,
    flags,
    meBanking: account?.features?.meBanking ?? false,
  });
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <Greeting name={name} subtitle={t('home.subtitle')} />
      <FileTimeline />
      <div className="grid gap-6 md:grid-cols-2">
        {cards.map((card) => (
          <ActionCard
            key={card}
            title={t(`home.cards.${card}Title`)}
            body={t(`home.cards.${card}Body`)}
            action={t(`home.cards.${card}Action`)}
            to={areaPath(basePath, HOME_CARD_PATHS[card])}
          />
        ))}
      </div>
    </section>
  );
}
