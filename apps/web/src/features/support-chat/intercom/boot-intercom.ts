import {
  SUPPORT_CHAT_REGION,
  SUPPORT_CHAT_SESSION_DURATION_MS,
  type Locale,
} from '@foundly/domain';

/** The element the SDK adds to load the Messenger's script. */
const LOADER_ID = '_intercom_npm_loader';

/**
 * Starts the Messenger with the SDK, fetched now: the EU region, a session of
 * a day and the founder's signed token (spec 02 §7). Resolves once the
 * Messenger's script has loaded; rejects when it cannot be fetched.
 */
export async function bootIntercom(options: {
  appId: string;
  token: string;
  locale: Locale;
}): Promise<void> {
  const { Intercom } = await import('@intercom/messenger-js-sdk');
  Intercom({
    app_id: options.appId,
    region: SUPPORT_CHAT_REGION,
    session_duration: SUPPORT_CHAT_SESSION_DURATION_MS,
    intercom_user_jwt: options.token,
    language_override: options.locale.slice(0, 2),
  });
  const loader = document.getElementById(LOADER_ID);
  if (!(loader instanceof HTMLScriptElement)) return;
  await new Promise<void>((resolve, reject) => {
    loader.addEventListener('load', () => resolve(), { once: true });
    loader.addEventListener(
      'error',
      () => reject(new Error('The Intercom Messenger could not be loaded')),
      { once: true },
    );
  });
}
