import { isPageLive } from './is-page-live.js';

/**
 * Settles once the page is live (the root marks it on `<html data-hydrated>`); at once on the
 * server and on a live page. Code that a rendered page shows but does not need to be
 * interactive (a preview) can load after it: its part of the server's HTML stays until then.
 */
export function whenPageLive(): Promise<void> {
  if (typeof document === 'undefined' || isPageLive()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!isPageLive()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.documentElement, { attributeFilter: ['data-hydrated'] });
  });
}
