import type { Transport } from '@connectrpc/connect';
import { Code, readRpcFailure } from '@foundly/app-kit';
import { pickCurrentAccount } from '@foundly/domain';
import type { Account, FeatureFlag } from '@foundly/proto';
import type { QueryClient } from '@tanstack/react-query';
import { rpc } from '../rpc/methods.js';
import { rpcQueryOptions } from '../rpc/query.js';
import type { RequestHintHeaders } from '../rpc/request-hints.js';
import { orderQuery } from '../../features/order/api/order-query.js';
import { supportUnreadCountQuery } from '../../features/support-chat/api/unread-count-query.js';
import { viewerQuery, type Viewer } from '../session.js';

export type AreaState =
  | { kind: 'signed-out' }
  | { kind: 'no-order'; viewer: Viewer | null; flags: FeatureFlag[] }
  | { kind: 'ready'; viewer: Viewer | null; account: Account; flags: FeatureFlag[] };

interface Dependencies {
  queryClient: QueryClient;
  transport: Transport;
  requestHints: RequestHintHeaders;
}

/** Whether an order failure says the customer record is missing (spec 01 §8). */
function isCustomerMissing(error: unknown): boolean {
  const failure = readRpcFailure(error);
  return (
    (failure.code === Code.Unauthenticated || failure.code === Code.NotFound) &&
    (failure.reason === 'CUSTOMER_NOT_FOUND' || failure.message.includes('Customer not found'))
  );
}

async function loadFlags({ queryClient, transport }: Dependencies): Promise<FeatureFlag[]> {
  try {
    const response = await queryClient.ensureQueryData(
      rpcQueryOptions(transport, rpc.FeatureFlagService.getAllFeatureFlags, {}),
    );
    return response.featureFlags;
  } catch (error) {
    // Signed out, the accounts say so; any other failure leaves the flags off.
    if (readRpcFailure(error).code !== Code.Unauthenticated) {
      console.warn('Feature flags unavailable', error);
    }
    return [];
  }
}

/**
 * The app load sequence of a country area: accounts, the most recent account,
 * its order, the flags. Follows the error catalogue of spec 01 §8: signed out
 * or no customer -> sign in again; not found or internal -> the no-order
 * screen; anything else is thrown to the error screen.
 */
export async function loadArea(deps: Dependencies): Promise<AreaState> {
  const { queryClient, transport } = deps;
  // Who is signed in, the flags and the chat's unread count do not depend on the accounts: asked
  // at the same time. The count is asked once: if it fails, the chat's start asks again and gives
  // up with a warning, and the page does not wait for retries.
  const viewerAndFlags = Promise.all([
    queryClient.ensureQueryData(viewerQuery).catch(() => null),
    loadFlags(deps),
    queryClient
      .ensureQueryData({ ...supportUnreadCountQuery(transport), retry: false })
      .catch(() => undefined),
  ]).then(([viewer, flags]) => [viewer, flags] as const);
  let accounts: Account[];
  try {
    const response = await queryClient.ensureQueryData(
      rpcQueryOptions(transport, rpc.AccountService.getMyAccounts, {}),
    );
    accounts = response.accounts;
  } catch (error) {
    const { code } = readRpcFailure(error);
    if (code === Code.Unauthenticated) return { kind: 'signed-out' };
    if (code === Code.NotFound || code === Code.Internal) {
      return { kind: 'no-order', viewer: null, flags: [] };
    }
    throw error;
  }
  const account = pickCurrentAccount(accounts);
  if (!account?.orderId) {
    const [viewer, flags] = await viewerAndFlags;
    deps.requestHints.set({ userId: viewer?.id });
    return { kind: 'no-order', viewer, flags };
  }
  const [[viewer, flags], orderFailure] = await Promise.all([
    viewerAndFlags,
    queryClient.ensureQueryData(orderQuery(transport, account.orderId)).then(
      () => undefined,
      (error: unknown) => ({ error }),
    ),
  ]);
  if (orderFailure) {
    if (isCustomerMissing(orderFailure.error)) return { kind: 'signed-out' };
    const { code } = readRpcFailure(orderFailure.error);
    if (code === Code.NotFound || code === Code.Internal)
      return { kind: 'no-order', viewer, flags };
    throw orderFailure.error;
  }
  deps.requestHints.set({ accountId: account.id, orderId: account.orderId, userId: viewer?.id });
  return { kind: 'ready', viewer, account, flags };
}
