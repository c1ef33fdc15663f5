import { AsyncLocalStorage } from "node:async_hooks";
import type { Logger } from "drizzle-orm";

/**
 * How many statements one request (or any piece of work) sends to the database (issue 15): the
 * HTTP server runs each request in a count, Drizzle's logger adds to it. Every statement through
 * Drizzle counts (`db().execute` too, and BEGIN/COMMIT on PostgreSQL, which Drizzle sends itself;
 * PGlite's own BEGIN/COMMIT do not pass through it).
 */
export type QueryCount = { queries: number; statements?: string[] };

// On globalThis, like the database handle: the server bundle and the Remix build are separate modules.
const slot = Symbol.for("wholesale-shop.query-count");
type Slot = { [slot]?: AsyncLocalStorage<QueryCount> };

function storage(): AsyncLocalStorage<QueryCount> {
  const holder = globalThis as Slot;
  holder[slot] ??= new AsyncLocalStorage<QueryCount>();
  return holder[slot];
}

/** Runs `work` with its statements counted into `count` (keeping their text when `count.statements` is an array). */
export function withQueryCount<T>(count: QueryCount, work: () => T): T {
  return storage().run(count, work);
}

/** Counts the statements `work` sends, whatever it starts in between. */
export async function countQueries<T>(work: () => Promise<T>, { keepText = false } = {}): Promise<{ result: T; count: QueryCount }> {
  const count: QueryCount = keepText ? { queries: 0, statements: [] } : { queries: 0 };
  const result = await withQueryCount(count, work);
  return { result, count };
}

/** Drizzle's logger: adds each statement to the count of the work it runs in, if any. */
export const queryCounter: Logger = {
  logQuery(query) {
    const count = storage().getStore();
    if (!count) return;
    count.queries += 1;
    count.statements?.push(query);
  },
};
