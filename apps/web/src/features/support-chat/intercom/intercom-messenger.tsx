import { useEffect } from 'react';
import { rpc } from '../../../app/rpc/methods.js';
import { callRpc } from '../../../app/rpc/query.js';
import { useRpcTransport } from '../../../app/rpc/rpc-context.js';
import { useI18n } from '../../../app/i18n/index.js';
import { startSupportChat } from '../start-support-chat.js';
import { bootIntercom } from './boot-intercom.js';

/**
 * The Intercom Messenger for the signed-in founder: a token from the server
 * (GenerateSupportChatToken), then the SDK 150 ms later. Renders nothing of
 * its own: the Messenger draws its launcher.
 */
export function IntercomMessenger({ appId }: { appId: string }) {
  const transport = useRpcTransport();
  const { locale } = useI18n();
  useEffect(() => {
    void startSupportChat({
      prepare: () => callRpc(transport, rpc.SupportChatService.generateSupportChatToken, {}),
      start: ({ intercomToken }) => bootIntercom({ appId, token: intercomToken, locale }),
    });
  }, [appId, locale, transport]);
  return null;
}
