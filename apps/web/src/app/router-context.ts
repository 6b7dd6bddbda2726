import type { AppRouterContext, LocalePreference } from '@foundly/app-kit';
import type { Locale } from '@foundly/domain';
import type { RequestHintHeaders } from './rpc/request-hints.js';

/** What every route's loading may use; one per app instance (a browser tab, or a page the server renders). */
export interface RouterContext extends AppRouterContext {
  requestHints: RequestHintHeaders;
  /** The language asked for outside the country areas: chosen before, or the browser's. */
  localePreference: LocalePreference;
  /** In the browser, the messages a server-rendered page used: enough to hydrate it. */
  pageMessages?: { locale: Locale; messages: Record<string, unknown> } | undefined;
  /** On the server, collects the keys of the messages the page uses. */
  usedMessageKeys?: Set<string> | undefined;
}
