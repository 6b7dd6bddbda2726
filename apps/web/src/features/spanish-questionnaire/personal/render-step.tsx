import { create, type MessageInitShape } from '@bufbuild/protobuf';
import { createRouterTransport, type ServiceImpl } from '@connectrpc/connect';
import { RpcProvider } from '../../../app/rpc/rpc-context.js';
import {
  AccountSchema,
  DocumentService,
  GetMyOrderResponseSchema,
  OcrService,
  OrderSchema,
  OrderService,
  OrderStatus,
  type UpdateQuestionnaireRequest,
} from '@foundly/proto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { StrictMode, type ComponentType } from 'react';
import { I18nProvider } from '../../../app/i18n/index.js';
import { StepProvider } from '../../../components/questionnaire/step-context.js';
import { AreaProvider, useCurrentOrder } from '../../../hooks/use-area.js';
import enGb from '../../../locales/en-gb/index.js';

export type OrderData = MessageInitShape<typeof GetMyOrderResponseSchema>;

const ORDER_ID = 'order-1';
const FUNNEL = 'personal-information';

/** The steps of the personal-information funnel, none completed or skipped. */
export const PERSONAL_PROGRESS = {
  funnelOrder: [FUNNEL],
  funnels: [
    {
      name: FUNNEL,
      steps: [
        'id',
        'id-review',
        'poa',
        'poa-review',
        'other-address-fiscal',
        'other-address-fiscal-review',
        'other-address-notification',
        'other-address-notification-review',
        'housing-deduction',
      ].map((name) => ({ name })),
    },
  ],
} satisfies OrderData['progress'];

/** A paid Spanish order with nothing answered yet. */
export const SPANISH_ORDER = {
  order: { id: ORDER_ID, status: OrderStatus.WAITING_QUESTIONS },
  questionnaire: { spanishPersonalInformation: {} },
  progress: PERSONAL_PROGRESS,
} satisfies OrderData;

/**
 * Renders a step of the Spanish personal-information funnel as the funnel
 * page does (English messages, the Spanish area, a router at the step, in
 * StrictMode as the app runs: effects set up twice in development) against
 * an in-memory server; records the UpdateQuestionnaire requests and gives the
 * router, to see where the step moved on to.
 */
export function renderStep(
  Step: ComponentType,
  step: string,
  order: OrderData,
  ocr: Partial<ServiceImpl<typeof OcrService>> = {},
) {
  const updates: UpdateQuestionnaireRequest[] = [];
  const response = create(GetMyOrderResponseSchema, order);
  response.order ??= create(OrderSchema);
  response.order.id = ORDER_ID;
  const transport = createRouterTransport(({ service }) => {
    service(OrderService, {
      getMyOrder: () => response,
      updateQuestionnaire: (request) => {
        updates.push(request);
        return { progress: response.progress };
      },
    });
    service(DocumentService, {});
    service(OcrService, ocr);
  });
  const path = `/es/en-gb/funnel/${FUNNEL}/${step}`;
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <LoadedStep Step={Step} /> }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <StrictMode>
      <RpcProvider transport={transport}>
        <QueryClientProvider
          client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        >
          <I18nProvider locale="en-gb" messages={enGb}>
            <AreaProvider
              value={{
                prefix: 'es',
                locale: 'en-gb',
                basePath: '/es/en-gb',
                viewer: null,
                account: create(AccountSchema, { orderId: ORDER_ID }),
                flags: [],
              }}
            >
              <StepProvider value={{ funnel: FUNNEL, step }}>
                <RouterProvider router={router} />
              </StepProvider>
            </AreaProvider>
          </I18nProvider>
        </QueryClientProvider>
      </RpcProvider>
    </StrictMode>,
  );
  return { updates, router };
}

function LoadedStep({ Step }: { Step: ComponentType }) {
  const { data } = useCurrentOrder();
  return data?.order ? <Step /> : null;
}
