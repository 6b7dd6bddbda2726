/**
 * Ends the current task: the browser may paint and answer input before the
 * work goes on in a new task. A page coming alive in several short tasks stays
 * responsive where one long task would block it (what Total Blocking Time
 * measures). `scheduler.yield()` resumes ahead of other queued tasks; where it
 * does not exist, a zero-delay timer does the same job less eagerly.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
