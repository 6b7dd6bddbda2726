/**
 * Whether the page in the browser is already live (hydrated, or rendered by
 * the browser): false on the server and while a page is being hydrated.
 */
export function isPageLive(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.hydrated !== undefined;
}

const waiting: (() => void)[] = [];

/** Marks the page live at this moment (the benchmarks read it), and runs what waited for it. */
export function markPageLive(moment: number): void {
  document.documentElement.dataset.hydrated = String(moment);
  for (const resolve of waiting.splice(0)) resolve();
}

/**
 * Settles once the page is live; at once on the server and on a live page. Code that a rendered
 * page shows but does not need to be interactive (a preview) can load after it: its part of the
 * server's HTML stays as it is until then.
 */
export function whenPageLive(): Promise<void> {
  if (typeof document === 'undefined' || isPageLive()) return Promise.resolve();
  return new Promise((resolve) => waiting.push(resolve));
}
