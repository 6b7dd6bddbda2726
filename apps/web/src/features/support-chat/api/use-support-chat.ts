import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { rpc } from '../../../app/rpc/methods.js';
import { callRpc, rpcQueryKey, useRpcMutation, useRpcQuery } from '../../../app/rpc/query.js';
import { useRpcTransport } from '../../../app/rpc/rpc-context.js';
import { sendSupportMessage, type SupportMessageDraft } from './send-support-message.js';

const conversationMethod = rpc.SupportChatService.getMySupportConversation;
const unreadMethod = rpc.SupportChatService.getSupportUnreadCount;

/** How often the chat asks again when the live stream is down. */
const FALLBACK_POLL_MS = 15_000;

/** Refetches what a new message changes: the conversation and the unread count. */
export function useRefreshSupportChat() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rpcQueryKey(conversationMethod) }),
        queryClient.invalidateQueries({ queryKey: rpcQueryKey(unreadMethod) }),
      ]),
    [queryClient],
  );
}

/** The founder's latest conversation, once the panel is open; polled while the stream is down. */
export function useMySupportConversation(options: { enabled: boolean; live: boolean }) {
  return useRpcQuery(
    conversationMethod,
    {},
    { enabled: options.enabled, refetchInterval: options.live ? false : FALLBACK_POLL_MS },
  );
}

/** How many team messages the founder has not read, once the chat started; polled while the stream is down. */
export function useSupportUnreadCount(options: { enabled: boolean; live: boolean }) {
  return useRpcQuery(
    unreadMethod,
    {},
    { enabled: options.enabled, refetchInterval: options.live ? false : FALLBACK_POLL_MS },
  );
}

/** Sends the founder's message, with its file when they attached one. */
export function useSendSupportMessage() {
  const refresh = useRefreshSupportChat();
  const transport = useRpcTransport();
  return useMutation({
    mutationFn: (draft: SupportMessageDraft) => sendSupportMessage(transport, draft),
    onSuccess: refresh,
  });
}

/** Asks for a short-lived link to a file of the founder's conversation. */
export function useSupportAttachmentLink() {
  return useRpcMutation(rpc.SupportChatService.getSupportAttachmentUrl);
}

export function useMarkSupportRead() {
  const refresh = useRefreshSupportChat();
  return useRpcMutation(rpc.SupportChatService.markSupportConversationRead, {
    onSuccess: refresh,
  });
}

/** Fetches the first unread count, which the chat's start waits for (its failure is the start's). */
export function useFetchSupportUnreadCount() {
  const queryClient = useQueryClient();
  const transport = useRpcTransport();
  return useCallback(
    // Asked once (a chat that cannot start is given up, with a warning), and not tied to the
    // signal of the count's query, which its observers cancel as they come and go.
    () =>
      queryClient.fetchQuery({
        queryKey: rpcQueryKey(unreadMethod, {}),
        queryFn: () => callRpc(transport, unreadMethod, {}),
        retry: false,
      }),
    [queryClient, transport],
  );
}
