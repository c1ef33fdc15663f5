import { DEFAULT_PAGE_SIZE, parsePage, parsePageSize } from "~/chunks/shell";
import { parsePeriod, parseStatusFilter } from "~/domain/order-status";

/** The filter as the address holds it: status, period, page size and page (junk falls back to defaults). */
export function orderFilterOf(url: URL) {
  const params = url.searchParams;
  return {
    status: parseStatusFilter(params.get("status")),
    period: parsePeriod(params.get("period")),
    pageSize: parsePageSize(params.get("pageSize")),
    page: parsePage(params.get("page")),
  };
}

type Filter = ReturnType<typeof orderFilterOf>;

/** The address of the list (or its export) with some of the filter changed; defaults are left out. */
export function filterSearch(filter: Filter, change: Partial<Filter> = {}): string {
  const next = { ...filter, ...change };
  const params = new URLSearchParams();
  if (next.status !== "all") params.set("status", next.status);
  if (next.period !== "all") params.set("period", next.period);
  if (next.pageSize !== DEFAULT_PAGE_SIZE) params.set("pageSize", String(next.pageSize));
  if (next.page > 1) params.set("page", String(next.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

