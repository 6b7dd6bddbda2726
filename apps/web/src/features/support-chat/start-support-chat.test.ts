import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSupportChat } from './start-support-chat.js';

describe('startSupportChat', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts 150 ms after what it needs is there, with it', async () => {
    const steps: string[] = [];
    const started = await startSupportChat(
      {
        prepare: async () => {
          steps.push('token');
          return 'the-token';
        },
        start: (token) => {
          steps.push(`start with ${token}`);
        },
      },
      async (ms) => {
        steps.push(`wait ${ms}`);
      },
    );
    expect(started).toBe(true);
    expect(steps).toEqual(['token', 'wait 150', 'start with the-token']);
  });

  it.each([
    ['the token cannot be had', 'prepare'],
    ['the widget fails to start', 'start'],
  ])('only warns when %s', async (_case, failing) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = new Error('offline');
    const start = vi.fn(() => {
      if (failing === 'start') throw failure;
    });
    const started = await startSupportChat(
      {
        prepare: () => (failing === 'prepare' ? Promise.reject(failure) : Promise.resolve(1)),
        start,
      },
      () => Promise.resolve(),
    );
    expect(started).toBe(false);
    expect(start).toHaveBeenCalledTimes(failing === 'start' ? 1 : 0);
    expect(warn).toHaveBeenCalledWith('The support chat could not start', failure);
  });
});
