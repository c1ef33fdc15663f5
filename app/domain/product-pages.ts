import { parseId } from "~/chunks/shell";

/**
 * Pure rules of the product detail, new-arrival, promotion-theme and browsing-history pages
 * (decisions 0033–0036).
 */

/** At most this many products are remembered per account; the oldest view goes first. */
export const BROWSING_HISTORY_CAP = 50;

/** Recommended accessories shown per page on the detail page (SPEC.md section 2: 5 by default). */
export const ACCESSORIES_PAGE_SIZE = 5;

/** New arrivals: arrival dates per page on /newArrivals, and cards shown under each date. */
export const ARRIVAL_DATES_PER_PAGE = 4;
export const ARRIVAL_CARDS_PER_DATE = 5;

/** Products per page on /ArrivalsDetail and /promotionTheme. */
export const PRODUCTS_PER_PAGE = 20;

/** A calendar date in the address (YYYY-MM-DD), checked to be a real date; else null. */
export function parseIsoDate(value: string | null | undefined): string | null {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  if (year < 2000 || year > 2999) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? value : null;
}

export type ProductAccess = "shown" | "offMarket" | "outOfScope";

/**
 * What the detail page shows for a product of the brand: off the market first (nobody may order
 * it), then outside the acting account's sales scope, else the product. A scope allows the listed
 * categories and everything below them; no scope means everything is allowed.
 */
export function productAccess({
  offMarket,
  categoryPath,
  scopeCategoryIds,
}: {
  offMarket: boolean;
  /** The product's category and its ancestors. */
  categoryPath: readonly number[];
  /** The categories of the acting account's sales scope; null when the account has none. */
  scopeCategoryIds: ReadonlySet<number> | null;
}): ProductAccess {
  if (offMarket) return "offMarket";
  if (scopeCategoryIds && !categoryPath.some((id) => scopeCategoryIds.has(id))) return "outOfScope";
  return "shown";
}

export type PromotionPhase = "upcoming" | "running" | "ended";

export function promotionPhase({ startsAt, endsAt }: { startsAt: string; endsAt: string }, now: Date): PromotionPhase {
  const at = now.getTime();
  if (at < new Date(startsAt).getTime()) return "upcoming";
  if (at >= new Date(endsAt).getTime()) return "ended";
  return "running";
}

/** Which sign-in address a preview links to: /login, coming back to the full page afterwards. */
export function signInHref(fullPage: string): string {
  return `/login?${new URLSearchParams({ redirectTo: fullPage }).toString()}`;
}

/** The category parameter, when it is one of the brand's categories; anything else means all. */
export function categoryParam(value: string | null, allowed: ReadonlySet<number>): number | null {
  const id = parseId(value);
  return id !== null && allowed.has(id) ? id : null;
}

/** The query string of /newArrivals and /ArrivalsDetail (defaults left out). */
export function arrivalsSearch({ category, page, date }: { category: number | null; page?: number; date?: string }): string {
  const params = new URLSearchParams();
  if (date) params.set("date", date);
  if (category !== null) params.set("category", String(category));
  if (page && page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

