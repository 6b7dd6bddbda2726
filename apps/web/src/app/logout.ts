import type { QueryClient } from '@tanstack/react-query';
import { setRequestHints } from './rpc/hint-headers.js';

/**
 * Signs out, forgets every cached answer, and returns to the landing page
 * (this app's sign-in page when the landing site is this same host).
 */
export async function logout(
  queryClient: QueryClient,
  landingUrl: string | undefined,
): Promise<void> {
  try {
    await fetch('/api/auth/sign-out', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
  } catch (error) {
    console.error('Logout failed', error);
  }
  setRequestHints({});
  queryClient.clear();
  const external = landingUrl && new URL(landingUrl).origin !== window.location.origin;
  window.location.assign(external ? landingUrl : '/sign-in');
}
