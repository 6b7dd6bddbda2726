import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Transport } from '@connectrpc/connect';
import type { Locale } from '@foundly/domain';

/**
 * The contract of the web app's server entry (apps/web/src/entry-server.tsx),
 * built into apps/web/dist-server. Written out here because the server never
 * imports the web app's sources; the server's page tests hold both to it.
 */
export interface PageRequest {
  url: string;
  transport: Transport;
  viewer: { id: string; name: string; email: string } | null;
  publicConfig: {
    landingUrl: string;
    providers: { google: boolean; oidc: { id: string } | null };
    rating: { score: number; count: number; url: string } | null;
    bankPortalUrl: string | null;
  };
  localePreference: { chosen: Locale | undefined; languages: readonly string[] };
  /** The nonce of the response's Content-Security-Policy, for the inline scripts the render writes. */
  nonce: string;
  signal: AbortSignal;
}

export type PageResponse =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      locale: Locale;
      body: ReadableStream<Uint8Array>;
      readState(): string;
    };

export interface PageRenderer {
  renderPage(request: PageRequest): Promise<PageResponse>;
  /** The id of the script element the browser reads the page state from. */
  PAGE_STATE_ELEMENT_ID: string;
}

/** The built server entry of the web app beside its browser build, if it was built. */
export function getServerEntryFile(webDistDir: string): string {
  return path.resolve(webDistDir, '..', 'dist-server', 'entry-server.js');
}

/** Loads the web app's server entry; undefined when it was not built (pages then render in the browser). */
export async function loadPageRenderer(entryFile: string): Promise<PageRenderer | undefined> {
  if (!existsSync(entryFile)) return undefined;
  return (await import(pathToFileURL(entryFile).href)) as PageRenderer;
}
