import { and, asc, eq, gt, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { products, promotionItems, promotions } from "~/db/schema";
import { clampPage } from "~/domain/catalogue-query";
import { PRODUCTS_PER_PAGE, type PromotionPhase, promotionPhase } from "~/domain/product-pages";
import type { Language } from "~/i18n/languages";
import { type ProductCardData, cardsByIds } from "./product-cards.server";
import { listed } from "./listing.server";
import { localized } from "~/domain/languages";

export type PromotionKind = "flash_sale" | "discount" | "order_now";

export type PromotionTheme = {
  id: number;
  name: string;
  kind: PromotionKind;
  /** ISO date-times. */
  startsAt: string;
  endsAt: string;
  phase: PromotionPhase;
  /** Listed products taking part. */
  productCount: number;
  /** Some items have a limited promotion quantity / a limit per account. */
  limitedQuantity: boolean;
  perAccountLimit: boolean;
};

const themeColumns = () => ({
  id: promotions.id,
  names: promotions.names,
  kind: promotions.kind,
  startsAt: promotions.startsAt,
  endsAt: promotions.endsAt,
  productCount: sql<number>`(select count(distinct pi.product_id)::int from promotion_items pi
    join products p on p.id = pi.product_id and not p.off_market where pi.promotion_id = "promotions"."id")`,
  limitedQuantity: sql<boolean>`exists (select 1 from promotion_items pi where pi.promotion_id = "promotions"."id" and pi.quantity_limit is not null)`,
  perAccountLimit: sql<boolean>`exists (select 1 from promotion_items pi where pi.promotion_id = "promotions"."id" and pi.per_account_limit is not null)`,
});

type ThemeRow = {
  id: number;
  names: Parameters<typeof localized>[0];
  kind: string;
  startsAt: Date;
  endsAt: Date;
  productCount: number;
  limitedQuantity: boolean;
  perAccountLimit: boolean;
};

function toTheme(row: ThemeRow, lng: Language, now: Date): PromotionTheme {
  const period = { startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString() };
  return {
    id: row.id,
    name: localized(row.names, lng),
    kind: row.kind as PromotionKind,
    ...period,
    phase: promotionPhase(period, now),
    productCount: row.productCount,
    limitedQuantity: row.limitedQuantity,
    perAccountLimit: row.perAccountLimit,
  };
}

/** The brand's promotions that have not ended (running first, then upcoming), for the theme index. */
export async function currentPromotionThemes({ brandKey, lng, now = new Date() }: { brandKey: string; lng: Language; now?: Date }) {
  const rows = await db()
    .select(themeColumns())
    .from(promotions)
    .where(and(eq(promotions.brandKey, brandKey), gt(promotions.endsAt, now)))
    .orderBy(asc(promotions.startsAt), asc(promotions.endsAt), asc(promotions.id))
    .limit(50);
  return rows.map((row) => toTheme(row, lng, now)).sort((a, b) => Number(b.phase === "running") - Number(a.phase === "running"));
}

/** A promotion of the brand (in any phase), or null: unknown id or another brand's promotion. */
export async function promotionTheme({ id, brandKey, lng, now = new Date() }: { id: number; brandKey: string; lng: Language; now?: Date }) {
  const [row] = await db()
    .select(themeColumns())
    .from(promotions)
    .where(and(eq(promotions.id, id), eq(promotions.brandKey, brandKey)))
    .limit(1);
  return row ? toTheme(row, lng, now) : null;
}

/** A page of the promotion's listed products (their cards as the account sees them). */
export async function promotionProducts({
  promotionId,
  brandKey,
  lng,
  currency,
  page: requested,
  now = new Date(),
}: {
  promotionId: number;
  brandKey: string;
  lng: Language;
  currency: string;
  page: number;
  now?: Date;
}): Promise<{ cards: ProductCardData[]; total: number; page: number; pageSize: number }> {
  const pageSize = PRODUCTS_PER_PAGE;
  const members = sql`(select distinct ${promotionItems.productId} from ${promotionItems} where ${promotionItems.promotionId} = ${promotionId})`;
  const run = (page: number) =>
    db()
      .select({ id: products.id, total: sql<number>`(count(*) over ())::int` })
      .from(products)
      .where(and(listed(brandKey), sql`${products.id} in ${members}`))
      .orderBy(sql`${products.top} desc`, sql`${products.salesCount} desc`, asc(products.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
  let page = Math.max(1, Math.floor(requested) || 1);
  let rows = await run(page);
  if (rows.length === 0 && page > 1) {
    const [first] = await run(1);
    if (!first) return { cards: [], total: 0, page: 1, pageSize };
    page = clampPage(page, first.total, pageSize);
    rows = await run(page);
  }
  return { cards: await cardsByIds(rows.map((row) => row.id), { lng, currency, now }), total: rows[0]?.total ?? 0, page, pageSize };
}
