import { SUPPORT_CHAT_START_DELAY_MS } from '@foundly/domain';

/**
 * How either provider starts (spec 02 §4, §8): what it needs first (the
 * Intercom token, the built-in chat's unread count), then the start itself
 * 150 ms later. A failure at any step is only logged as a warning: the
 * portal goes on without the chat.
 */
export async function startSupportChat<T>(
  steps: { prepare: () => Promise<T>; start: (prepared: T) => void | Promise<void> },
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<boolean> {
  try {
    const prepared = await steps.prepare();
    await wait(SUPPORT_CHAT_START_DELAY_MS);
    await steps.start(prepared);
    return true;
  } catch (error) {
    console.warn('The support chat could not start', error);
    return false;
  }
}
