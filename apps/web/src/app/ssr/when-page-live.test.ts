import { afterEach, describe, expect, it } from 'vitest';
import { whenPageLive } from './when-page-live.js';

describe('whenPageLive', () => {
  afterEach(() => {
    delete document.documentElement.dataset.hydrated;
  });

  it('waits for the page to be marked live', async () => {
    let settled = false;
    const live = whenPageLive().then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    document.documentElement.dataset.hydrated = '12';
    await live;
    expect(settled).toBe(true);
  });

  it('settles at once on a live page', async () => {
    document.documentElement.dataset.hydrated = '3';
    await expect(whenPageLive()).resolves.toBeUndefined();
  });
});
