import type { ExternalToast } from 'sonner';

/**
 * The toasts (sonner), fetched with the first one shown: no screen needs them
 * to become interactive, and the Toaster that renders them is loaded after the
 * page (routes/__root.tsx).
 */
export const toast = {
  success(message: string, options?: ExternalToast): void {
    void import('sonner').then((sonner) => sonner.toast.success(message, options));
  },
  error(message: string, options?: ExternalToast): void {
    void import('sonner').then((sonner) => sonner.toast.error(message, options));
  },
};
