import type { QueryClient } from '@tanstack/react-query';

/**
 * Signs out, forgets every cached answer, and returns to the landing page
 * (this app's sign-in page when the landing site is this same host): a new
 * page, with nothing of this one's state.
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
  queryClient.clear();
  const external = landingUrl && new URL(landingUrl).origin !== window.location.origin;
  window.location.assign(external ? landingUrl : '/sign-in');
}
