import { createRouterTransport, type ServiceImpl } from '@connectrpc/connect';
import { withRpcErrors } from '@foundly/app-kit/connect';
import { BackofficeService } from '@foundly/proto';
import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { AppProviders } from '../app/providers.js';
import { createOpsRouter } from '../app/router.js';
import enGb from '../locales/en-gb/index.js';

export const OPERATOR = { userId: 'operator-1', name: 'Olivia Ops', email: 'olivia@foundly.test' };

/**
 * Renders the whole back-office (real router, providers and English messages)
 * at a path under /ops, against an in-memory BackofficeService: the given
 * methods, plus GetOperator answering a signed-in operator.
 */
export function renderApp(
  path: string,
  backoffice: Partial<ServiceImpl<typeof BackofficeService>> = {},
) {
  const transport = withRpcErrors(
    createRouterTransport(({ service }) => {
      service(BackofficeService, { getOperator: () => ({ operator: OPERATOR }), ...backoffice });
    }),
  );
  const { router, queryClient } = createOpsRouter({
    transport,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const result = render(
    <AppProviders
      router={router}
      queryClient={queryClient}
      transport={transport}
      locale="en-gb"
      messages={enGb}
    />,
  );
  return { ...result, router, queryClient };
}
