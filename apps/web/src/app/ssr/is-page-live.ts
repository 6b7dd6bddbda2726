/**
 * Whether the page in the browser is already live (hydrated, or rendered by
 * the browser): false on the server and while a page is being hydrated.
 */
export function isPageLive(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.hydrated !== undefined;
}
