import type { MessageInitShape } from '@bufbuild/protobuf';
import type { UkIncorporationSchema, UpdateUkIncorporationResponse } from '@foundly/proto';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { putOrderInCache } from '../../order/api/current-order.js';
import { rpc } from '../../../app/rpc/methods.js';
import { useRpcMutation } from '../../../app/rpc/query.js';

/** The sections a step sends, each whole. */
export type UkSectionsUpdate = Omit<MessageInitShape<typeof UkIncorporationSchema>, '$typeName'>;

/**
 * Saves UK sections with UpdateUkIncorporation and puts the order, answers
 * and progress the server returns into the cached GetMyOrder.
 */
export function useSaveUkAnswers(orderId: string) {
  const queryClient = useQueryClient();
  const mutation = useRpcMutation(rpc.OrderService.updateUkIncorporation);
  const save = useCallback(
    async (sections: UkSectionsUpdate): Promise<UpdateUkIncorporationResponse> => {
      const response = await mutation.mutateAsync({ id: orderId, sections });
      putOrderInCache(queryClient, response);
      return response;
    },
    [mutation, orderId, queryClient],
  );
  return { save, pending: mutation.isPending };
}
