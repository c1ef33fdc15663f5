import { z } from "zod";
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

const orderIdField = z.coerce
  .number({ error: "office:orders.errors.invalid" })
  .int("office:orders.errors.invalid")
  .min(1, "office:orders.errors.invalid")
  .max(2_147_483_647, "office:orders.errors.invalid");

/** "Mark unshipped": the ticked orders (at most a hundred). */
export const bulkSchema = z.object({
  orderId: z.array(orderIdField, { error: "office:orders.errors.noneSelected" }).min(1, "office:orders.errors.noneSelected").max(100, "office:orders.errors.tooMany"),
  back: z.string().max(2048).optional().catch(undefined),
});
