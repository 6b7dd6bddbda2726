import { useI18n } from '../../app/i18n/index.js';
import { HomeOverview } from '../../components/home-overview.js';
import { PageLoader } from '../../components/page-loader.js';
import { useArea } from '../../app/area/use-area.js';
import { useCurrentOrder } from '../order/api/current-order.js';

/** The UK home: a greeting, where the file stands and the next actions. */
export function UkHomePage() {
  const { t } = useI18n();
  const { viewer } = useArea();
  const { data } = useCurrentOrder();
  if (!data?.order) return <PageLoader />;
  return <HomeOverview name={data.customer?.name || viewer?.name} subtitle={t('home.uk.title')} />;
}
