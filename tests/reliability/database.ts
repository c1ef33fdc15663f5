import type { SQL } from "drizzle-orm";
import { type Executor, openDatabase, queryRows } from "~/db/client.server";
import type { ShopServer } from "./server";

/**
 * Opens the shop's database from the suite, with the server stopped (PGlite is one process's
 * folder), runs `work`, closes it. The server is left stopped: the caller starts it again.
 */
export async function withDatabase<T>(server: ShopServer, work: (db: Executor) => Promise<T>): Promise<T> {
  await server.stop();
  const handle = await openDatabase(server.database);
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

export function rows<T extends Record<string, unknown>>(db: Executor, query: SQL): Promise<T[]> {
  return queryRows<T>(db, query);
}
