import { createQueryOptions } from '@connectrpc/connect-query';
import type { Transport } from '@connectrpc/connect';
import { BackofficeService } from '@foundly/proto';
import type { QueryClient } from '@tanstack/react-query';

/** The signed-in operator, as GetOperator answers; refused to customers and strangers. */
export function operatorQuery(transport: Transport) {
  return createQueryOptions(BackofficeService.method.getOperator, {}, { transport });
}

/** Ends the session and forgets every cached answer. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    // The identity client is only needed to sign in or out: kept out of the first load.
    const { authClient } = await import('@foundly/app-kit/auth-client');
    await authClient.signOut();
  } catch (error) {
    console.error('Sign-out failed', error);
  }
  queryClient.clear();
}

/** A path inside the back-office to return to after signing in; never another site. */
export function sanitizeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) {
    return undefined;
  }
  return value.startsWith('/sign-in') ? undefined : value;
}
