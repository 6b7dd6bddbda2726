import { useSearch } from '@tanstack/react-router';
import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { CertificateOverview } from './certificate-overview.js';
import { GuideView } from './guide-view.js';
import { IntroView } from './intro-view.js';
import { UploadView } from './upload-view.js';
import { toCertificateView } from './use-view-path.js';

/**
 * The digital-certificate funnel's one step, its view chosen by the `view`
 * search parameter (spec 02 §2): intro by default, or the certificate already
 * provided with a way to replace it; upload; guide.
 */
export function CertificateStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const view = toCertificateView(useSearch({ strict: false }).view);
  if (view === 'upload') return <UploadView />;
  if (view === 'guide') return <GuideView />;
  if (data?.certificate) {
    return (
      <CertificateOverview
        title={t('spanishCertificate.provided.title')}
        description={t('spanishCertificate.provided.description')}
        certificate={data.certificate}
        progress={data.progress}
        replaceable
      />
    );
  }
  return <IntroView />;
}
