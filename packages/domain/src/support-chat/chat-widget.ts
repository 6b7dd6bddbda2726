/** Spec 02 §4, §9: the chat widget starts this long after a token is available. */
export const SUPPORT_CHAT_START_DELAY_MS = 150;

/** Spec 02 §7, §9: the Intercom session lasts a day. */
export const SUPPORT_CHAT_SESSION_DURATION_MS = 86_400_000;

/** Spec 02 §7: the Messenger runs in Intercom's EU region. */
export const SUPPORT_CHAT_REGION = 'eu';

/** How long the identity token the server signs is valid, in seconds. */
export const SUPPORT_CHAT_TOKEN_TTL_SECONDS = 3600;
