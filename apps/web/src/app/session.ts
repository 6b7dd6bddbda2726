import { queryOptions } from '@tanstack/react-query';

export interface Viewer {
  id: string;
  name: string;
  email: string;
}

/** The signed-in person, or null. Read from the identity layer's session endpoint. */
export const viewerQuery = queryOptions({
  queryKey: ['viewer'],
  staleTime: 60_000,
  queryFn: async (): Promise<Viewer | null> => {
    const response = await fetch('/api/auth/get-session', { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`Session unavailable (${response.status})`);
    const body = (await response.json()) as { user?: Viewer } | null;
    return body?.user ? { id: body.user.id, name: body.user.name, email: body.user.email } : null;
  },
});
