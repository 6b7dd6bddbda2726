import type { TestApp } from './harness.js';

interface QueryingClient {
  query: (...args: unknown[]) => Promise<unknown>;
}

/**
 * The SQL statements the app sends to its database while `work` runs, counted at the driver
 * (node-postgres' pool or PGlite), whatever builds them. Statements run inside a transaction are
 * not seen (node-postgres runs them on a checked-out client): the read paths counted here use none.
 */
export async function countQueries(app: TestApp, work: () => Promise<unknown>): Promise<number> {
  const client = (app.context.db as unknown as { $client: QueryingClient }).$client;
  const query = client.query;
  let count = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    count++;
    return query.apply(this, args);
  };
  try {
    await work();
  } finally {
    client.query = query;
  }
  return count;
}
