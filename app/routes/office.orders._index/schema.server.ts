import { z } from "zod";
import { bulkSchema as officeBulkSchema } from "~/services/office/queue-routes.server";
import { STATUS_FILTERS } from "~/domain/order-status";
import { BRANDS } from "~/services/platform/brands.server";

/** A day as the date inputs send it; anything else (or an impossible date) is no limit. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text))
  .nullable()
  .catch(null);

/** The list's address: a crafted one falls back to the defaults rather than failing. */
export const querySchema = z.object({
  q: z.string().trim().max(100).catch(""),
  status: z.enum(STATUS_FILTERS).catch("all"),
  brand: z
    .enum(["", ...BRANDS.map((brand) => brand.key)] as [string, ...string[]])
    .catch(""),
  from: z.preprocess((value) => (value === "" ? null : value), day),
  to: z.preprocess((value) => (value === "" ? null : value), day),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

/** "Mark unshipped": the ticked orders (at most a hundred). */
export const bulkSchema = officeBulkSchema("orders", "orderId");
