/** Price lists and quotations (decision 0113): the rules both the pages and the files follow. */

/** Up to this many products a price list is written at once, in the request. */
export const PRICE_LIST_SYNC_MAX = 2_000;
/**
 * A larger list is written in the background as a download record (decision 0113 item 6), up to
 * this many products (a whole brand of a large catalogue; a 50,000-row workbook is a few MB).
 */
export const PRICE_LIST_BACKGROUND_MAX = 50_000;
/** Price lists an account may ask for in an hour (at once or in the background): each is up to a second or so of the server's time. */
export const PRICE_LISTS_PER_HOUR = { limit: 60, windowSeconds: 60 * 60 };
/** A quotation is valid this many days from its date. */
export const QUOTATION_VALID_DAYS = 14;

export const PRICE_LIST_FORMATS = ["xlsx", "pdf"] as const;
export type PriceListFormat = (typeof PRICE_LIST_FORMATS)[number];
export const isPriceListFormat = (value: unknown): value is PriceListFormat => typeof value === "string" && (PRICE_LIST_FORMATS as readonly string[]).includes(value);

/** A product's stock state in the card's words (keys under `catalogue:`), by the card's precedence. */
export type StockState = "presale" | "replenishment" | "soldOut" | "offShelves" | "inStock";
export const STOCK_STATE_KEYS: Record<StockState, string> = {
  presale: "badge.presale",
  replenishment: "badge.replenishment",
  soldOut: "badge.soldOut",
  offShelves: "badge.offShelves",
  inStock: "filters.shows.inStock",
};

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayInZone(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(date);
}

/** A calendar day (YYYY-MM-DD) plus some days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** What the price list form's "What" holds: the whole brand, or a category id. */
export type PriceListSelection = { kind: "brand" } | { kind: "category"; categoryId: number };

/** Reads the form's "What": empty or "all" is the whole brand, else a whole positive category id; null for junk. */
export function parseSelection(value: unknown): PriceListSelection | null {
  if (value === undefined || value === null || value === "" || value === "all") return { kind: "brand" };
  if (typeof value !== "string" || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? { kind: "category", categoryId: id } : null;
}
