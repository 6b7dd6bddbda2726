import { create, type MessageInitShape } from '@bufbuild/protobuf';
import { createRouterTransport } from '@connectrpc/connect';
import { RpcProvider } from '../../../app/rpc/rpc-context.js';
import {
  AccountSchema,
  DocumentService,
  GetMyOrderResponseSchema,
  LegalForm,
  OrderService,
  OrderStatus,
  type UpdateOrderRequest,
} from '@foundly/proto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../app/i18n/index.js';
import { AreaProvider, useCurrentOrder } from '../../../hooks/use-area.js';
import enGb from '../../../locales/en-gb/index.js';
import { StepProvider } from '../../../components/questionnaire/step-context.js';
import { IdentityDocumentStep } from './id-step.js';

type Order = MessageInitShape<typeof GetMyOrderResponseSchema>;

function renderIdStep(order: Order) {
  const updates: UpdateOrderRequest[] = [];
  const response = create(GetMyOrderResponseSchema, order);
  const transport = createRouterTransport(({ service }) => {
    service(OrderService, {
      getMyOrder: () => response,
      updateOrder: (request) => {
        updates.push(request);
        return {};
      },
    });
    service(DocumentService, {});
  });
  const router = createRouter({
    routeTree: createRootRoute({ component: LoadedStep }),
    history: createMemoryHistory({ initialEntries: ['/fr/en-gb/funnel/confirm-identity/id'] }),
  });
  render(
    <RpcProvider transport={transport}>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <I18nProvider locale="en-gb" messages={enGb}>
          <AreaProvider
            value={{
              prefix: 'fr',
              locale: 'en-gb',
              basePath: '/fr/en-gb',
              viewer: null,
              account: create(AccountSchema, { orderId: 'order-1' }),
              flags: [],
            }}
          >
            <StepProvider value={{ funnel: 'confirm-identity', step: 'id' }}>
              <RouterProvider router={router} />
            </StepProvider>
          </AreaProvider>
        </I18nProvider>
      </QueryClientProvider>
    </RpcProvider>,
  );
  return { updates };
}

function LoadedStep() {
  const { data } = useCurrentOrder();
  return data?.order ? <IdentityDocumentStep /> : null;
}

const ORDER: Order = {
  order: { id: 'order-1', status: OrderStatus.WAITING_QUESTIONS, legalForm: LegalForm.SASU },
  questionnaire: { personalInformation: {} },
};

const choose = (name: RegExp) => fireEvent.click(screen.getByRole('radio', { name }));
const uploadHeadings = () =>
  screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('IdentityDocumentStep', () => {
  afterEach(cleanup);

  it('asks for both sides of an identity card and the photo page of a passport', async () => {
    renderIdStep(ORDER);
    await screen.findByRole('group', { name: 'Which document do you send?' });
    expect(uploadHeadings()).toEqual([]);
    choose(/Identity card/);
    expect(uploadHeadings()).toEqual(['Front of the document', 'Back of the document']);
    choose(/Passport/);
    expect(uploadHeadings()).toEqual(['Photo page']);
  });

  it('does not continue before the files are sent', async () => {
    const { updates } = renderIdStep(ORDER);
    await screen.findByRole('group', { name: 'Which document do you send?' });
    choose(/Residence permit/);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Add the files requested before continuing.',
    );
    expect(updates).toEqual([]);
  });

  it('shows the files already received and saves the kind of document', async () => {
    const { updates } = renderIdStep({
      ...ORDER,
      order: { ...ORDER.order, documentRefs: { identityFrontId: 'doc-1' } },
      documents: [{ id: 'doc-1', fileName: 'passport.pdf' }],
      questionnaire: { personalInformation: { identityDocumentType: 'PASSPORT' } },
    });
    expect(await screen.findByText('passport.pdf')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Replace: Photo page' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]?.personalInformation?.identityDocumentType).toBe('PASSPORT');
  });
});
