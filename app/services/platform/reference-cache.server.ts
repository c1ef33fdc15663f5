import { type Database, db } from "~/db/client.server";

/**
 * Reference data kept in this process's memory (issue 15, decision 0095): what every page reads
 * and almost nothing writes (category trees, sales scopes; the sales ranking's product ids and
 * counts, decision 0114). Never anything of an account: prices, carts and sessions are read for
 * each request.
 *
 * An entry lives until `forgetReferenceData()`, which whatever writes such data calls in this
 * process (the demo seed and reset; the back office when it edits them), and at most
 * REFERENCE_TTL_MS, which bounds how long a write by another process (a script, another app
 * server on the same PostgreSQL) goes unseen. Entries belong to the open database, so a test file
 * with a database of its own never sees another file's.
 */
export const REFERENCE_TTL_MS = 60_000;

type Entry = { expires: number; value: Promise<unknown> };
type Store = { entries: WeakMap<Database, Map<string, Entry>> };

// On globalThis, like the database handle: the server bundle and the Remix build are separate modules.
const slot = Symbol.for("wholesale-shop.reference-cache");
type Slot = { [slot]?: Store };

function store(): Store {
  const holder = globalThis as Slot;
  holder[slot] ??= { entries: new WeakMap() };
  return holder[slot];
}

/**
 * The value cached under `key` for the open database, loaded (once, however many ask at the same
 * time) when missing or expired; kept REFERENCE_TTL_MS unless the caller says how long (the sales
 * ranking keeps its aggregate ten minutes).
 */
export function referenceData<T>(key: string, load: () => PromiseLike<T>, now = Date.now(), ttlMs = REFERENCE_TTL_MS): Promise<T> {
  const database = db();
  let entries = store().entries.get(database);
  if (!entries) {
    entries = new Map();
    store().entries.set(database, entries);
  }
  const found = entries.get(key);
  if (found && found.expires > now) return found.value as Promise<T>;
  // A real promise: a Drizzle query is a thenable that would run again at every await.
  const value = Promise.resolve(load());
  const entry = { expires: now + ttlMs, value };
  entries.set(key, entry);
  // A failed load is not kept: the next request tries again.
  value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  return value;
}

/** Drops every cached reference value: call it after writing categories, sales scopes or the like. */
export function forgetReferenceData(): void {
  store().entries = new WeakMap();
}
