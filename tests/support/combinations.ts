import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { cartCombinations, combinations } from "~/db/schema";
import { accountId } from "./requests";

/** A demo combination's id and version by brand and code (scripts/demo/combined-orders.ts). */
export async function demoCombination(code: string, brandKey = "aigostar"): Promise<{ id: number; version: number }> {
  const [row] = await db()
    .select({ id: combinations.id, version: combinations.version })
    .from(combinations)
    .where(and(eq(combinations.brandKey, brandKey), eq(combinations.code, code)));
  if (!row) throw new Error(`no demo combination ${brandKey}/${code}`);
  return row;
}

/** An account's combination groups, by combination. */
export async function groupsOf(email: string) {
  return db()
    .select({ combinationId: cartCombinations.combinationId, sets: cartCombinations.sets, versionSeen: cartCombinations.versionSeen, checked: cartCombinations.checked, salesmanId: cartCombinations.salesmanId })
    .from(cartCombinations)
    .where(eq(cartCombinations.accountId, await accountId(email)))
    .orderBy(cartCombinations.combinationId);
}

/** Puts a group in an account's cart as it is (the version it holds given, else the current one). */
export async function holdGroup(email: string, code: string, sets: number, versionSeen?: number) {
  const combination = await demoCombination(code);
  await db()
    .insert(cartCombinations)
    .values({ accountId: await accountId(email), combinationId: combination.id, sets, versionSeen: versionSeen ?? combination.version });
  return combination;
}
