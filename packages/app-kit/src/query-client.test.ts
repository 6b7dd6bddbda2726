import { Code } from '@connectrpc/connect';
import { describe, expect, it, vi } from 'vitest';
import { createAppQueryClient } from './query-client.js';
import { RpcError } from './rpc/rpc-error.js';

const failure = (code: Code) => new RpcError(code, String(code), undefined, []);

/** How often a query that always fails with `error` is asked, retrying at once. */
async function attemptsOf(client: ReturnType<typeof createAppQueryClient>, error: unknown) {
  const queryFn = vi.fn(() => Promise.reject(error));
  await client
    .fetchQuery({ queryKey: ['failing', Math.random()], queryFn, retryDelay: 0 })
    .catch(() => undefined);
  return queryFn.mock.calls.length;
}

describe('createAppQueryClient', () => {
  it('asks a failed query twice more, but not one whose session has ended', async () => {
    const onUnauthenticated = vi.fn();
    const client = createAppQueryClient({ onUnauthenticated });
    expect(await attemptsOf(client, failure(Code.Unavailable))).toBe(3);
    expect(onUnauthenticated).not.toHaveBeenCalled();
    expect(await attemptsOf(client, failure(Code.Unauthenticated))).toBe(1);
    expect(onUnauthenticated).toHaveBeenCalledOnce();
  });

  it('does not ask again an answer the app calls final', async () => {
    const client = createAppQueryClient({
      onUnauthenticated: () => undefined,
      finalCodes: [Code.PermissionDenied],
    });
    expect(await attemptsOf(client, failure(Code.PermissionDenied))).toBe(1);
    expect(
      await attemptsOf(
        createAppQueryClient({ onUnauthenticated: () => undefined }),
        failure(Code.PermissionDenied),
      ),
    ).toBe(3);
  });

  it('keeps answers fresh for 30 s unless the app says otherwise', () => {
    const staleTime = (client: ReturnType<typeof createAppQueryClient>) =>
      client.getDefaultOptions().queries?.staleTime;
    expect(staleTime(createAppQueryClient({ onUnauthenticated: () => undefined }))).toBe(30_000);
    expect(
      staleTime(createAppQueryClient({ onUnauthenticated: () => undefined, staleTime: 15_000 })),
    ).toBe(15_000);
  });
});
