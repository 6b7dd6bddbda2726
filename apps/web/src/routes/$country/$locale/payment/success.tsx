import { createFileRoute, notFound } from '@tanstack/react-router';
import { PaymentSuccessStep } from '../../../../features/checkout/index.js';
import { FunnelLayout } from '../../../../layouts/funnel-layout.js';
import { pickStrings } from '../../../../lib/search-params.js';

/** The Spanish payment return page /es/{locale}/payment/success (spec 02 §2). */
export const Route = createFileRoute('/$country/$locale/payment/success')({
  validateSearch: (search) => pickStrings(search, ['session_id', 'temp_auth', 'redirectAfter']),
  beforeLoad: ({ params }) => {
    if (params.country !== 'es') throw notFound();
  },
  component: function PaymentSuccessRoute() {
    return (
      <FunnelLayout funnel="pre-payment">
        <PaymentSuccessStep params={Route.useSearch()} />
      </FunnelLayout>
    );
  },
});
