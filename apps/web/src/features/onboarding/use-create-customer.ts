import { getOrderToCreate, type CreateCustomerParams } from '@foundly/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { viewerQuery } from '../../app/session.js';
import { useCreateCustomerAndOrder } from './api/use-create-customer-and-order.js';

/**
 * The /create-customer sequence: sign up first when signed out (keeping this
 * address to come back to), create the customer, create the order the
 * parameters name, wait for the account, then go to the root.
 */
export function useCreateCustomer(params: CreateCustomerParams) {
  const queryClient = useQueryClient();
  const createCustomerAndOrder = useCreateCustomerAndOrder();
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
      await createCustomerAndOrder(viewer.email, getOrderToCreate(params));
      queryClient.clear();
      await navigate({ to: '/' });
    } catch (error) {
      console.error('Could not create the customer or the order', error);
      setFailed(true);
    }
  }, [navigate, params, queryClient, createCustomerAndOrder]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run();
  }, [run]);

  return { failed, retry: run };
}
