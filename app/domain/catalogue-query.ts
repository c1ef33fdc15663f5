/**
 * Query parameters of the product list and search pages. Anything that does not parse falls back
 * to its default: a bookmarked or hand-edited address never produces an error page.
 */

export const PAGE_SIZES = [20, 40, 60, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 20;

export const SORTS = ["best", "newest", "priceAsc", "priceDesc", "inStock", "soldOut", "arrival"] as const;
export type Sort = (typeof SORTS)[number];

/** What to show: everything, or one availability or promotion state. */
export const SHOWS = ["all", "inStock", "soldOut", "new", "flashSale", "presale"] as const;
export type Show = (typeof SHOWS)[number];

/** The new-arrival date filter: arrived within this many days (none: any date). */
export const ARRIVED_WITHIN = [7, 30, 90] as const;
export type ArrivedWithin = (typeof ARRIVED_WITHIN)[number];

export const KEYWORD_MAX_LENGTH = 100;
/** More terms than this are ignored: each one is a condition of the search query. */
export const KEYWORD_MAX_TERMS = 6;
const MAX_PAGE = 100_000;
const MAX_ID = 2_147_483_647;

export type ListQuery = {
  keyword: string;
  categoryId: number | null;
  page: number;
  pageSize: PageSize;
  sort: Sort;
  show: Show;
  /** Only products whose new-arrival date is within this many days; null for any. */
  arrivedWithin: ArrivedWithin | null;
};

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** A database id from a query parameter: a positive integer that fits an integer column, else null. */
export function parseId(value: string | null | undefined): number | null {
  const text = (value ?? "").trim();
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}

/** A page number: a positive integer, else 1. */
export function parsePage(value: string | null | undefined): number {
  const text = (value ?? "").trim();
  if (!/^\d{1,6}$/.test(text)) return 1;
  const page = Number(text);
  return page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}

export function parsePageSize(value: string | null | undefined): PageSize {
  const size = Number((value ?? "").trim());
  return (PAGE_SIZES as readonly number[]).includes(size) ? (size as PageSize) : DEFAULT_PAGE_SIZE;
}

/** Trims, collapses white space, drops control characters and cuts to 100 characters. */
export function normaliseKeyword(value: string | null | undefined): string {
  return (value ?? "")
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, KEYWORD_MAX_LENGTH)
    .trim();
}

/**
 * Parses the list page's query. `categoryIds` are the ids of this brand's categories: a category
 * of another brand, or junk, means "all categories".
 */
export function parseListQuery(params: URLSearchParams, categoryIds: ReadonlySet<number>): ListQuery {
  const categoryId = parseId(params.get("category"));
  return {
    keyword: normaliseKeyword(params.get("keyword")),
    categoryId: categoryId !== null && categoryIds.has(categoryId) ? categoryId : null,
    page: parsePage(params.get("page")),
    pageSize: parsePageSize(params.get("pageSize")),
    sort: oneOf(SORTS, params.get("sort"), "best"),
    show: oneOf(SHOWS, params.get("show"), "all"),
    arrivedWithin: parseArrivedWithin(params.get("arrivedWithin")),
  };
}

export function parseArrivedWithin(value: string | null | undefined): ArrivedWithin | null {
  const days = Number((value ?? "").trim());
  return (ARRIVED_WITHIN as readonly number[]).includes(days) ? (days as ArrivedWithin) : null;
}

/**
 * The first new-arrival date (YYYY-MM-DD) that counts as "within N days" of today: today and the
 * N − 1 days before it (7 days on 23 Nov is 17 … 23 Nov). Dates are calendar dates in UTC.
 */
export function arrivedSince(days: number, today: Date): string {
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - (Math.max(1, Math.floor(days)) - 1) * 86_400_000;
  return new Date(start).toISOString().slice(0, 10);
}

/** The query string for a list page, leaving out defaults so addresses stay short ("" or "?…"). */
export function listSearch(query: Partial<ListQuery>): string {
  const params = new URLSearchParams();
  if (query.keyword) params.set("keyword", query.keyword);
  if (query.categoryId) params.set("category", String(query.categoryId));
  if (query.show && query.show !== "all") params.set("show", query.show);
  if (query.arrivedWithin) params.set("arrivedWithin", String(query.arrivedWithin));
  if (query.sort && query.sort !== "best") params.set("sort", query.sort);
  if (query.pageSize && query.pageSize !== DEFAULT_PAGE_SIZE) params.set("pageSize", String(query.pageSize));
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

export function totalPages(total: number, pageSize: number): number {
  return total > 0 && pageSize > 0 ? Math.ceil(total / pageSize) : 0;
}

/** A requested page brought within 1 … last page (page 1 when there are no results). */
export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, Math.floor(page) || 1), Math.max(1, totalPages(total, pageSize)));
}

export type PageItem = number | "gap";

/**
 * The page links to show: the first, the last, and the current page with `around` neighbours on
 * each side; a gap stands for two or more hidden pages (a single hidden page is shown instead).
 */
export function paginationItems(page: number, pages: number, around = 1): PageItem[] {
  if (pages <= 1) return pages === 1 ? [1] : [];
  const wanted = new Set<number>([1, pages]);
  for (let p = page - around; p <= page + around; p++) if (p >= 1 && p <= pages) wanted.add(p);
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) items.push(p - 1);
    else if (p - previous > 2) items.push("gap");
    items.push(p);
    previous = p;
  }
  return items;
}

export type KeywordPlan = {
  /** Words that must each appear in the name (current language or English) or the model; none for a barcode suffix. */
  terms: string[];
  /** Exactly six digits: matches the last six digits of a barcode. */
  barcodeSuffix: string | null;
  /** Seven to thirteen digits: a whole barcode (main, replacement or sub-barcode). */
  barcode: string | null;
};

/** How a keyword is searched (SPEC.md section 2: search on the last six barcode digits). */
export function keywordPlan(keyword: string): KeywordPlan {
  const normalised = normaliseKeyword(keyword);
  const compact = normalised.replace(/\s+/g, "");
  const digits = /^\d+$/.test(compact) ? compact : null;
  const barcodeSuffix = digits !== null && digits.length === 6 ? digits : null;
  return {
    // Six digits search only the barcode suffix, so the query can use its index.
    terms: normalised === "" || barcodeSuffix ? [] : normalised.split(" ").slice(0, KEYWORD_MAX_TERMS),
    barcodeSuffix,
    barcode: digits !== null && digits.length >= 7 && digits.length <= 13 ? digits : null,
  };
}

/** Escapes LIKE wildcards so a typed "%" or "_" matches itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
