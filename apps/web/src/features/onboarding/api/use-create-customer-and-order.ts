import type { OrderToCreate } from '@foundly/domain';
import { CountryCode } from '@foundly/proto';
import { useCallback } from 'react';
import { rpc } from '../../../app/rpc/methods.js';
import { callRpc } from '../../../app/rpc/query.js';
import { useRpcTransport } from '../../../app/rpc/rpc-context.js';

/** Accounts are polled every second after the order is created (spec 01 §9). */
export const ACCOUNT_POLL_INTERVAL_MS = 1000;
const ACCOUNT_POLL_ATTEMPTS = 30;

function wait(milliseconds: number) {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

/**
 * Creates the signed-in person's customer and, when one is named, their
 * order; then waits until the account that holds the order is listed (the
 * server opens it a moment later), for 30 s at most.
 */
export function useCreateCustomerAndOrder() {
  const transport = useRpcTransport();
  return useCallback(
    async (email: string, toCreate: OrderToCreate | undefined) => {
      await callRpc(transport, rpc.CustomerService.getOrCreateCustomer, {
        email,
        country: toCreate?.country ?? CountryCode.UNSPECIFIED,
      });
      if (!toCreate) return;
      await callRpc(
        transport,
        rpc.OrderService.createOrder,
        toCreate.country === CountryCode.ES
          ? {
              countryCode: toCreate.country,
              companyLegalForm: toCreate.legalForm,
              companyName: toCreate.companyName,
              billingProducts: toCreate.billingProducts,
            }
          : {
              email,
              countryCode: toCreate.country,
              companyLegalForm: toCreate.legalForm,
              companyName: toCreate.companyName,
              metadata: toCreate.metadata,
            },
      );
      for (let attempt = 0; attempt < ACCOUNT_POLL_ATTEMPTS; attempt += 1) {
        if ((await callRpc(transport, rpc.AccountService.getMyAccounts, {})).accounts.length > 0)
          return;
        await wait(ACCOUNT_POLL_INTERVAL_MS);
      }
    },
    [transport],
  );
}
