import { useQuery } from '@tanstack/react-query';
import { publicConfigQuery } from '../../app/public-config.js';
import { BuiltinChat } from './builtin/builtin-chat.js';
import { IntercomMessenger } from './intercom/intercom-messenger.js';

/** The provider the server names in its public configuration: Intercom, or the built-in chat. */
export default function SupportChatRoot() {
  const { data: config } = useQuery(publicConfigQuery);
  if (!config) return null;
  const { provider, intercomAppId } = config.supportChat;
  if (provider === 'intercom' && intercomAppId) return <IntercomMessenger appId={intercomAppId} />;
  return <BuiltinChat />;
}
