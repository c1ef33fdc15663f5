import { count, eq, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { products, promotionItems, promotions } from "~/db/schema";
import { cardBadge } from "~/domain/card-badge";
import { minimumQuantity, quantityMultiple } from "~/domain/cart-quantity";
import { timeZoneForCountry } from "~/domain/date-time";
import { PRICE_LIST_BACKGROUND_MAX, PRICE_LIST_SYNC_MAX, type PriceListFormat, type PriceListSelection, type StockState, dayInZone, isPriceListFormat, parseSelection } from "~/domain/price-lists";
import { unitPrice } from "~/domain/pricing";
import { isSoldOut, stockDisplay } from "~/domain/stock-display";
import type { Language } from "~/i18n/languages";
import { categoryPaths, categoryTree } from "~/services/catalogue/categories.server";
import { type ProductRow, priceTerms, productFacts, toQuantityProduct } from "~/services/catalogue/product-facts.server";
import type { Actor } from "~/services/identity/actor.server";
import { type ProductSelection, scopedCondition } from "./package-products.server";

/**
 * The acting account's price list (decision 0113): the products of the brand the list pages show
 * it, with the prices the cart takes (productFacts, priceTerms, unitPrice: the cart's own code),
 * the cart's minimum and multiple, and the stock as the cards show it. The account is the
 * session's, never a parameter.
 */

export type PriceListRow = {
  productId: number;
  barcode: string;
  model: string;
  name: string;
  /** What one unit costs the account today (promotion and own rate); null in the zero-price state. */
  unitMinor: number | null;
  listUnitMinor: number | null;
  /** When the promotion that gives today's price ends; null without one. */
  promotionEndsAt: Date | null;
  minimum: number;
  multiple: number;
  cartonQuantity: number;
  state: StockState;
  stock: string;
};

export type PriceList = {
  brandName: string;
  companyName: string;
  currency: string;
  /** The category's path ("Kitchen › Kettles"), or null for the whole brand. */
  categoryPath: string | null;
  /** The day it was made, in the account's time zone (YYYY-MM-DD). */
  day: string;
  lng: Language;
  rows: PriceListRow[];
};

/** What the form's "What" selects, or null when the category is not one of the brand's. */
export async function resolveSelection(brandKey: string, selection: PriceListSelection, lng: Language): Promise<{ products: ProductSelection | null; categoryPath: string | null } | null> {
  if (selection.kind === "brand") return { products: null, categoryPath: null };
  const path = categoryPaths(await categoryTree(brandKey, lng)).get(selection.categoryId);
  if (!path) return null;
  return { products: { categoryId: selection.categoryId }, categoryPath: path.map((step) => step.name).join(" › ") };
}

/**
 * Where the two routes read the limits: up to `sync` products the file is written in the request,
 * up to `background` in a download record's job (decision 0113 items 4 and 6). One object, so a
 * test can lower the limit the demo's brands are below.
 */
export const priceListLimits = { sync: PRICE_LIST_SYNC_MAX, background: PRICE_LIST_BACKGROUND_MAX };

const scopeOf = (actor: Actor, brandKey: string) => ({ brandKey, salesScopeId: actor.salesScopeId });

/** How many products the list of a selection holds for the account. */
export async function priceListSize(actor: Actor, brandKey: string, selection: ProductSelection | null): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(products)
    .where(scopedCondition(scopeOf(actor, brandKey), selection));
  return row?.n ?? 0;
}

/** The stock state by the card's precedence: presale, restocking, sold out; then off shelves. */
function stockState(row: ProductRow, restock: boolean): StockState {
  const soldOut = isSoldOut({ available: row.available, notCheckStock: row.not_check_stock, presale: row.presale });
  const badge = cardBadge({ presale: row.presale, soldOut, restock, vipType: 0, isNew: false });
  if (badge.type === "6") return "presale";
  if (badge.type === "7") return "replenishment";
  if (badge.type === "4") return "soldOut";
  return row.off_shelves ? "offShelves" : "inStock";
}

/** One row of the list: the cart's price rule and quantity rules on the product's facts. */
export function priceListRow(actor: Actor, row: ProductRow, { restock, promotionEndsAt, lng }: { restock: boolean; promotionEndsAt: Date | null; lng: Language }): PriceListRow {
  const price = unitPrice({ ...priceTerms(row), userRateBp: actor.userRateBp });
  const product = toQuantityProduct(row);
  return {
    productId: Number(row.id),
    barcode: row.barcode,
    model: row.model,
    name: row.name,
    unitMinor: price?.unitMinor ?? null,
    listUnitMinor: price?.listUnitMinor ?? null,
    promotionEndsAt: price ? promotionEndsAt : null,
    minimum: minimumQuantity(product, actor.accountSet),
    multiple: quantityMultiple(product, actor.accountSet),
    cartonQuantity: row.pkg_num,
    state: stockState(row, restock),
    stock: stockDisplay({ available: row.available, notCheckStock: row.not_check_stock, presale: row.presale, wholesaleQty: row.available, isTestAccount: actor.isTest }, lng),
  };
}

const CHUNK = 1_000;

/**
 * The list's rows for a selection, by barcode, at most `limit` products. Reads in chunks of a
 * thousand products: the ids, the facts (the cart's query), the promotions' end.
 */
export async function priceListRows(actor: Actor, { brandKey, selection, lng, now = new Date(), limit = PRICE_LIST_SYNC_MAX }: { brandKey: string; selection: ProductSelection | null; lng: Language; now?: Date; limit?: number }): Promise<PriceListRow[]> {
  const listed = await db()
    .select({ id: products.id, restock: products.restock })
    .from(products)
    .where(scopedCondition(scopeOf(actor, brandKey), selection))
    .orderBy(products.barcode, products.id)
    .limit(limit);
  const rows: PriceListRow[] = [];
  for (let start = 0; start < listed.length; start += CHUNK) {
    const chunk = listed.slice(start, start + CHUNK);
    const facts = await productFacts(db(), actor, chunk.map((item) => item.id), lng, now);
    const itemIds = [...facts.values()].map((row) => row.promotion_item_id).filter((id): id is number => id !== null);
    const ends =
      itemIds.length === 0
        ? new Map<number, Date>()
        : new Map(
            (
              await db()
                .select({ id: promotionItems.id, endsAt: promotions.endsAt })
                .from(promotionItems)
                .innerJoin(promotions, eq(promotions.id, promotionItems.promotionId))
                .where(inArray(promotionItems.id, itemIds.map(Number)))
            ).map((row) => [row.id, row.endsAt]),
          );
    for (const item of chunk) {
      const row = facts.get(item.id);
      if (!row) continue;
      const itemId = row.promotion_item_id === null ? null : Number(row.promotion_item_id);
      rows.push(priceListRow(actor, row, { restock: item.restock, promotionEndsAt: itemId === null ? null : (ends.get(itemId) ?? null), lng }));
    }
  }
  return rows;
}

/** The whole list as the files print it. */
export async function priceList(
  actor: Actor,
  { brandKey, brandName, selection, categoryPath, lng, now = new Date(), limit = PRICE_LIST_SYNC_MAX }: { brandKey: string; brandName: string; selection: ProductSelection | null; categoryPath: string | null; lng: Language; now?: Date; limit?: number },
): Promise<PriceList> {
  return {
    brandName,
    companyName: actor.companyName,
    currency: actor.currency,
    categoryPath,
    day: dayInZone(now, timeZoneForCountry(actor.countryCode)),
    lng,
    rows: await priceListRows(actor, { brandKey, selection, lng, now, limit }),
  };
}

/** Why a price list request is refused: the field, the message (keys under `pricelists:`) and the status. */
export type PriceListProblem = { field: "category" | "format" | ""; message: { key: string; values?: Record<string, number> }; status: 400 | 409 };

export type CheckedRequest = { ok: true; selection: ProductSelection | null; categoryPath: string | null; format: PriceListFormat; size: number } | { ok: false; problem: PriceListProblem };

/**
 * A request's "What" and "Format" as the form or the file's address sends them, checked for the
 * acting account: the brand's category (or the whole brand), a format offered, some products and
 * not more than a request may write at once.
 */
export async function checkPriceListRequest(
  actor: Actor,
  { brandKey, lng, category, format, max = PRICE_LIST_SYNC_MAX }: { brandKey: string; lng: Language; category: unknown; format: unknown; max?: number },
): Promise<CheckedRequest> {
  const refuse = (field: PriceListProblem["field"], key: string, status: 400 | 409 = 400, values?: Record<string, number>) => ({ ok: false as const, problem: { field, message: { key: `pricelists:errors.${key}`, ...(values ? { values } : {}) }, status } });
  if (!isPriceListFormat(format)) return refuse("format", "format");
  const selection = parseSelection(category);
  const resolved = selection === null ? null : await resolveSelection(brandKey, selection, lng);
  if (!resolved) return refuse("category", "category");
  const size = await priceListSize(actor, brandKey, resolved.products);
  if (size === 0) return refuse("", "empty", 409);
  if (size > max) return refuse("category", "tooMany", 400, { count: size, max });
  return { ok: true, selection: resolved.products, categoryPath: resolved.categoryPath, format, size };
}

/** The file's address: a GET that writes nothing (the form's POST redirects to it once checked). */
export function priceListFileHref(category: string, format: PriceListFormat): string {
  const query = new URLSearchParams({ format });
  if (category !== "") query.set("category", category);
  return `/downloadCenter/priceList/file?${query}`;
}
