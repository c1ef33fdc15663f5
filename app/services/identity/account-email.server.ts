import { type SQL, sql } from "drizzle-orm";
import { type Executor, db } from "~/db/client.server";
import { accounts } from "~/db/schema";
import { emailKey } from "~/domain/credentials";

/**
 * The one way to find an account by its email: whatever the case and the spaces around it
 * (`emailKey`), against the lower-cased stored address (the unique index is on lower(email)).
 */
export function accountEmailIs(email: string): SQL {
  return sql`lower(${accounts.email}) = ${emailKey(email)}`;
}

/** The account of an email, whatever its case; null when there is none. */
export async function findAccountByEmail(email: string, executor: Executor = db()) {
  const [row] = await executor
    .select({ id: accounts.id, role: accounts.role, emailVerifiedAt: accounts.emailVerifiedAt })
    .from(accounts)
    .where(accountEmailIs(email))
    .limit(1);
  return row ?? null;
}
