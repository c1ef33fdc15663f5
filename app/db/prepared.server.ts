import crypto from "node:crypto";
import { type Database, db } from "./client.server";

/**
 * The hot statements built once (issue 15, decision 0100): the session behind every page, the
 * cards of a page, the default product list. `build` makes the query once per open database, with
 * `sql.placeholder(…)` where the values go; each request then only fills the placeholders.
 *
 * On PostgreSQL (node-postgres) it is a named prepared statement: each pooled connection parses it
 * once and PostgreSQL may keep its plan. PGlite's driver ignores the name and sends the built text
 * with the values each time: the saving there is Drizzle's query building.
 *
 * node-postgres refuses a second text under a name a connection already prepared, so the name
 * carries a hash of the text (the development server reloads changed code on the same pool), and
 * the statements are kept per database (each test file opens its own).
 */
type Preparable<P> = { toSQL(): { sql: string }; prepare(name: string): P };

const statements = new WeakMap<Database, Map<string, unknown>>();
const names = new Set<string>();

export function prepared<P>(name: string, build: (database: Database) => Preparable<P>): () => P {
  if (names.has(name)) throw new Error(`two prepared statements are named ${name}`);
  names.add(name);
  return () => {
    const database = db();
    let built = statements.get(database);
    if (!built) {
      built = new Map();
      statements.set(database, built);
    }
    if (!built.has(name)) {
      const query = build(database);
      const hash = crypto.createHash("sha256").update(query.toSQL().sql).digest("hex").slice(0, 12);
      built.set(name, query.prepare(`${name}_${hash}`));
    }
    return built.get(name) as P;
  };
}
