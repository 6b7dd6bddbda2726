import type { Executor } from './client.js';

/**
 * A statement built once per database handle (or transaction) and reused: Drizzle otherwise builds
 * a query's SQL text on every call, the largest share of a read RPC's CPU once sessions were
 * cached. A name given to Drizzle's `.prepare()` makes node-postgres send the statement to each
 * PostgreSQL connection once, which then skips parsing and planning it; each name must stand for
 * one SQL text. PGlite ignores the name.
 */
export function preparedPerDatabase<T>(build: (db: Executor) => T): (db: Executor) => T {
  const statements = new WeakMap<Executor, T>();
  return (db) => {
    let statement = statements.get(db);
    if (statement === undefined) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
