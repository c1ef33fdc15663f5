import { and, desc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { browsingHistory, products } from "~/db/schema";
import { BROWSING_HISTORY_CAP } from "~/domain/product-pages";
import type { Language } from "~/i18n/languages";
import { type ProductCardData, cardsByIds } from "./product-cards.server";
import { listed } from "./listing.server";

/**
 * Records that the acting account viewed a product: the product moves to the top of its history
 * (one row per product), and the views past the cap are dropped. Two short statements; the
 * history needs no transaction (a lost race keeps at most a row or two more until the next view).
 */
export async function recordProductView({ accountId, productId, now = new Date() }: { accountId: number; productId: number; now?: Date }) {
  await db()
    .insert(browsingHistory)
    .values({ accountId, productId, viewedAt: now })
    .onConflictDoUpdate({ target: [browsingHistory.accountId, browsingHistory.productId], set: { viewedAt: now } });
  await db().execute(sql`
    delete from ${browsingHistory}
    where ${browsingHistory.accountId} = ${accountId}
      and ${browsingHistory.productId} in (
        select h.product_id from browsing_history h
        where h.account_id = ${accountId}
        order by h.viewed_at desc, h.product_id desc
        offset ${BROWSING_HISTORY_CAP})`);
}

export type HistoryEntry = { viewedAt: string; card: ProductCardData };

/**
 * The acting account's history on this brand, most recent first: the brand's products that are
 * still on the market (the history itself keeps every brand, capped as a whole).
 */
export async function browsingHistoryOf({
  accountId,
  brandKey,
  lng,
  currency,
  now = new Date(),
}: {
  accountId: number;
  brandKey: string;
  lng: Language;
  currency: string;
  now?: Date;
}): Promise<HistoryEntry[]> {
  const rows = await db()
    .select({ productId: browsingHistory.productId, viewedAt: browsingHistory.viewedAt })
    .from(browsingHistory)
    .innerJoin(products, eq(products.id, browsingHistory.productId))
    .where(and(eq(browsingHistory.accountId, accountId), listed(brandKey)))
    .orderBy(desc(browsingHistory.viewedAt), desc(browsingHistory.productId))
    .limit(BROWSING_HISTORY_CAP);
  const cards = await cardsByIds(
    rows.map((row) => row.productId),
    { lng, currency, now },
  );
  const byId = new Map(cards.map((card) => [card.id, card]));
  return rows.flatMap((row) => {
    const card = byId.get(row.productId);
    return card ? [{ viewedAt: row.viewedAt.toISOString(), card }] : [];
  });
}

/** Forgets the acting account's whole history. */
export async function clearBrowsingHistory(accountId: number): Promise<number> {
  const deleted = await db().delete(browsingHistory).where(eq(browsingHistory.accountId, accountId)).returning({ productId: browsingHistory.productId });
  return deleted.length;
}
