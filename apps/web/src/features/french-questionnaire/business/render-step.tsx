import type { MessageInitShape } from '@bufbuild/protobuf';
import { create } from '@bufbuild/protobuf';
import { createRouterTransport, type ServiceImpl } from '@connectrpc/connect';
import { RpcProvider } from '../../../app/rpc/rpc-context.js';
import {
  AccountSchema,
  GetMyOrderResponseSchema,
  OrderSchema,
  OrderService,
  ReferenceDataService,
  type GetMyOrderResponse,
  type UpdateOrderRequest,
} from '@foundly/proto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { I18nProvider } from '../../../app/i18n/index.js';
import { AreaProvider, useCurrentOrder } from '../../../hooks/use-area.js';
import enGb from '../../../locales/en-gb/index.js';
import { StepProvider } from '../../../components/questionnaire/step-context.js';

type OrderData = MessageInitShape<typeof GetMyOrderResponseSchema>;

export interface TestServer {
  /** What GetMyOrder returns. */
  order?: GetMyOrderResponse;
  /** The reference lists; none by default. */
  reference?: Partial<ServiceImpl<typeof ReferenceDataService>>;
}

const ORDER_ID = 'order-1';

/**
 * Renders web components of the questionnaire with the app's real providers
 * (English messages, query client, Connect transport) against an in-memory
 * server; records the UpdateOrder requests.
 */
export function renderWithServer(ui: ReactNode, server: TestServer = {}) {
  const updates: UpdateOrderRequest[] = [];
  const transport = createRouterTransport(({ service }) => {
    service(OrderService, {
      getMyOrder: () => server.order ?? {},
      updateOrder: (request) => {
        updates.push(request);
        return {};
      },
    });
    service(ReferenceDataService, {
      searchActivities: () => ({ activities: [] }),
      getActivities: () => ({ activities: [] }),
      ...server.reference,
    });
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <RpcProvider transport={transport}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider locale="en-gb" messages={enGb}>
          {ui}
        </I18nProvider>
      </QueryClientProvider>
    </RpcProvider>,
  );
  return { ...result, updates };
}

/**
 * Renders a step of the business funnel as the funnel page does: inside the
 * French area, a router and the step's location, once the order has loaded.
 */
export function renderStep(Step: ComponentType, step: string, order: OrderData) {
  const response = create(GetMyOrderResponseSchema, order);
  response.order ??= create(OrderSchema);
  response.order.id = ORDER_ID;
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <LoadedStep Step={Step} /> }),
    history: createMemoryHistory({
      initialEntries: [`/fr/en-gb/funnel/business-information/${step}`],
    }),
  });
  return renderWithServer(
    <AreaProvider
      value={{
        prefix: 'fr',
        locale: 'en-gb',
        basePath: '/fr/en-gb',
        viewer: null,
        account: create(AccountSchema, { orderId: ORDER_ID }),
        flags: [],
      }}
    >
      <StepProvider value={{ funnel: 'business-information', step }}>
        <RouterProvider router={router} />
      </StepProvider>
    </AreaProvider>,
    { order: response },
  );
}

function LoadedStep({ Step }: { Step: ComponentType }) {
  const { data } = useCurrentOrder();
  return data?.order ? <Step /> : null;
}
