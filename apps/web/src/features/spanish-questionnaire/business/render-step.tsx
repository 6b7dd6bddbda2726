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
  QuestionnaireProgressSchema,
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

type OrderData = Omit<MessageInitShape<typeof GetMyOrderResponseSchema>, '$typeName'>;
type Progress = MessageInitShape<typeof QuestionnaireProgressSchema>;

export const ORDER_ID = 'order-1';
export const BASE_PATH = '/es/en-gb';

/** The Spanish funnels as the server lists them, every step open. */
export const SPANISH_PROGRESS: Progress = {
  funnels: [
    { name: 'digital-certificate', steps: [{ name: 'certificate' }] },
    {
      name: 'personal-information',
      steps: ['id', 'id-review', 'poa', 'poa-review', 'housing-deduction'].map((name) => ({
        name,
      })),
    },
    {
      name: 'business-information',
      steps: [
        'naf',
        'activity',
        'previous-activity',
        'expectations',
        'mutual',
        'iban',
        'iban-review',
      ].map((name) => ({ name })),
    },
    { name: 'final-summary', steps: [{ name: 'summary' }] },
    {
      name: 'e-signature',
      steps: [{ name: 'intro' }, { name: 'waiting-signature' }, { name: 'waiting-approval' }],
    },
  ],
  funnelOrder: [
    'digital-certificate',
    'personal-information',
    'business-information',
    'final-summary',
    'e-signature',
  ],
};

export interface TestServer {
  /** Other answers of the in-memory services, e.g. questionnaireReviewed or ibanOcr. */
  order?: Partial<ServiceImpl<typeof OrderService>>;
  ocr?: Partial<ServiceImpl<typeof OcrService>>;
}

function LoadedStep({ Step }: { Step: ComponentType }) {
  const { data } = useCurrentOrder();
  return data?.order ? <Step /> : null;
}

/**
 * Renders a step of the Spanish questionnaire as the funnel page does, in
 * StrictMode as the app runs (effects set up twice in development):
 * inside the Spanish area (English messages), a router at the step's path,
 * once the order has loaded, against in-memory services. Records the
 * UpdateQuestionnaire requests; each returns SPANISH_PROGRESS.
 */
export function renderStep(
  Step: ComponentType,
  location: { funnel: string; step: string },
  order: OrderData,
  server: TestServer = {},
) {
  const response = create(GetMyOrderResponseSchema, {
    progress: SPANISH_PROGRESS,
    ...order,
  });
  response.order ??= create(OrderSchema);
  response.order.id = ORDER_ID;
  const updates: UpdateQuestionnaireRequest[] = [];
  const transport = createRouterTransport(({ service }) => {
    service(OrderService, {
      getMyOrder: () => response,
      updateQuestionnaire: (request) => {
        updates.push(request);
        return { progress: SPANISH_PROGRESS };
      },
      ...server.order,
    });
    service(OcrService, { ibanOcr: () => ({ iban: '' }), ...server.ocr });
    service(DocumentService, {
      getDownloadUrl: ({ documentId }) => ({ url: `https://files.test/${documentId}` }),
    });
  });
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <LoadedStep Step={Step} /> }),
    history: createMemoryHistory({
      initialEntries: [`${BASE_PATH}/funnel/${location.funnel}/${location.step}`],
    }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <StrictMode>
      <RpcProvider transport={transport}>
        <QueryClientProvider client={queryClient}>
          <I18nProvider locale="en-gb" messages={enGb}>
            <AreaProvider
              value={{
                prefix: 'es',
                locale: 'en-gb',
                basePath: BASE_PATH,
                viewer: null,
                account: create(AccountSchema, { orderId: ORDER_ID }),
                flags: [],
              }}
            >
              <StepProvider value={location}>
                <RouterProvider router={router} />
              </StepProvider>
            </AreaProvider>
          </I18nProvider>
        </QueryClientProvider>
      </RpcProvider>
    </StrictMode>,
  );
  return { ...result, router, updates };
}
