import { getOrderToCreate, type CreateCustomerParams } from '@foundly/domain';
import { CountryCode } from '@foundly/proto';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { viewerQuery } from '../../app/session.js';
import { rpc } from '../../app/rpc/methods.js';
import { callRpc } from '../../app/rpc/query.js';
import { useRpcTransport } from '../../app/rpc/rpc-context.js';

/** Accounts are polled every second after the order is created (spec 01 §9). */
export const ACCOUNT_POLL_INTERVAL_MS = 1000;
const ACCOUNT_POLL_ATTEMPTS = 30;

function wait(milliseconds: number) {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

/**
 * The /create-customer sequence: sign up first when signed out (keeping this
 * address to come back to), create the customer, create the order the
 * parameters name, wait for the account, then go to the root.
 */
export function useCreateCustomer(params: CreateCustomerParams) {
  const queryClient = useQueryClient();
  const transport = useRpcTransport();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  const run = useCallback(async () => {
    setFailed(false);
    try {
      const viewer = await queryClient.fetchQuery({ ...viewerQuery, staleTime: 0 });
      if (!viewer) {
        const returnTo = `${window.location.pathname}${window.location.search}`;
        await navigate({ to: '/create-order', search: { returnTo } });
        return;
      }
      const toCreate = getOrderToCreate(params);
      await callRpc(transport, rpc.CustomerService.getOrCreateCustomer, {
        email: viewer.email,
        country: toCreate?.country ?? CountryCode.UNSPECIFIED,
      });
      if (toCreate) {
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
                email: viewer.email,
                countryCode: toCreate.country,
                companyLegalForm: toCreate.legalForm,
                companyName: toCreate.companyName,
                metadata: toCreate.metadata,
              },
        );
        for (let attempt = 0; attempt < ACCOUNT_POLL_ATTEMPTS; attempt += 1) {
          if ((await callRpc(transport, rpc.AccountService.getMyAccounts, {})).accounts.length > 0)
            break;
          await wait(ACCOUNT_POLL_INTERVAL_MS);
        }
      }
      queryClient.clear();
      await navigate({ to: '/' });
    } catch (error) {
      console.error('Could not create the customer or the order', error);
      setFailed(true);
    }
  }, [navigate, params, queryClient, transport]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run();
  }, [run]);

  return { failed, retry: run };
}
