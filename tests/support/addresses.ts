import { asc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { addresses, adminRegions } from "~/db/schema";
import { accountId } from "./requests";

/** The id of a region-dictionary entry by its code (ES-AN, ES-AN-SEVILLE …). */
export async function regionId(code: string): Promise<number> {
  const [row] = await db().select({ id: adminRegions.id }).from(adminRegions).where(eq(adminRegions.code, code));
  if (!row) throw new Error(`no region ${code}`);
  return row.id;
}

/** A demo account's address book, oldest first. */
export async function addressBookOf(email: string) {
  return db().select().from(addresses).where(eq(addresses.accountId, await accountId(email))).orderBy(asc(addresses.id));
}
