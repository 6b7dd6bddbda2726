/** A promise React's `use` reads at once once it has settled. */
export type ReadablePromise<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/**
 * Marks a promise the way React's `use` looks for (status and value): once
 * settled, a component reading it renders at once instead of suspending, so
 * that code loaded before a page is hydrated hydrates with the page.
 */
export function toReadablePromise<T>(promise: Promise<T>): ReadablePromise<T> {
  const readable: ReadablePromise<T> = promise;
  readable.status = 'pending';
  promise.then(
    (value) => {
      readable.status = 'fulfilled';
      readable.value = value;
    },
    (reason: unknown) => {
      readable.status = 'rejected';
      readable.reason = reason;
    },
  );
  return readable;
}
