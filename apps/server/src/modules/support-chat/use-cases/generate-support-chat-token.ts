import { SUPPORT_CHAT_TOKEN_TTL_SECONDS } from '@foundly/domain';
import { SignJWT } from 'jose';
import type { AppContext } from '../../../app-context.js';
import type { Caller } from '../../../rpc/caller.js';

/**
 * The caller's identity for the chat widget: an HS256 JWT with `user_id`,
 * `email` and a short `exp`, as Intercom's identity verification expects,
 * signed with SUPPORT_CHAT_SECRET.
 */
export async function generateSupportChatToken(app: AppContext, caller: Caller): Promise<string> {
  const issuedAt = Math.floor(app.clock.now().getTime() / 1000);
  return new SignJWT({ user_id: caller.userId, email: caller.email })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SUPPORT_CHAT_TOKEN_TTL_SECONDS)
    .sign(new TextEncoder().encode(app.config.supportChat.tokenSecret));
}
