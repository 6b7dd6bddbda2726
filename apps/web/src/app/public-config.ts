import { queryOptions } from '@tanstack/react-query';

export interface PublicConfig {
  landingUrl: string;
  providers: { google: boolean; oidc: { id: string } | null };
  rating: { score: number; count: number; url: string } | null;
  /** The banking partner's portal, for a completed company's my-account; null when not configured. */
  bankPortalUrl: string | null;
  /** The support chat of signed-in founders: the built-in chat, or Intercom's Messenger. */
  supportChat: { provider: 'builtin' | 'intercom'; intercomAppId: string | null };
}

/** The server's public configuration (landing host, sign-in providers, bank portal), loaded once. */
export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  staleTime: Infinity,
  queryFn: async (): Promise<PublicConfig> => {
    const response = await fetch('/api/config');
    if (!response.ok) throw new Error(`Configuration unavailable (${response.status})`);
    return (await response.json()) as PublicConfig;
  },
});
