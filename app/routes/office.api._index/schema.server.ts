import { z } from "zod";
import { API_TABS } from "~/services/office/api-applications.server";
import { bulkSchema } from "~/services/office/queue-routes.server";
import { BRANDS } from "~/services/platform/brands.server";

const BRAND_KEYS = BRANDS.map((brand) => brand.key) as [string, ...string[]];

/** The list's address: a crafted one falls back to the defaults rather than failing. */
export const querySchema = z.object({
  tab: z.enum(API_TABS).catch("open"),
  brand: z.enum(BRAND_KEYS).optional().catch(undefined),
  q: z.string().trim().max(100).catch(""),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

/** "Take under review": the ticked submitted applications. */
export const reviewSelectedSchema = bulkSchema("apiList");
