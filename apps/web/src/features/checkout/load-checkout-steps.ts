import { toReadablePromise, type ReadablePromise } from '../../lib/readable-promise.js';
import type { CHECKOUT_STEPS } from './checkout-steps.js';

let steps: ReadablePromise<typeof CHECKOUT_STEPS> | undefined;

/**
 * The checkout's pages, a chunk of their own loaded once: a questionnaire step does not carry
 * them. The checkout route asks for them before a rendered page is hydrated.
 */
export function loadCheckoutSteps(): ReadablePromise<typeof CHECKOUT_STEPS> {
  steps ??= toReadablePromise(
    import('./checkout-steps.js').then((module) => module.CHECKOUT_STEPS),
  );
  return steps;
}
