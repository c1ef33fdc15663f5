import { z } from "zod";
import { REGISTRATION_STATES } from "~/services/office/registrations.server";

/** The list's address: a crafted one falls back to the defaults rather than failing. */
export const querySchema = z.object({
  state: z.enum(REGISTRATION_STATES).catch("pending"),
  q: z.string().trim().max(100).catch(""),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

const accountIdField = z.coerce
  .number({ error: "office:registrations.errors.invalid" })
  .int("office:registrations.errors.invalid")
  .min(1, "office:registrations.errors.invalid")
  .max(2_147_483_647, "office:registrations.errors.invalid");

/** "Approve selected": the ticked registrations (at most a page's worth, a hundred). */
export const bulkSchema = z.object({
  accountId: z.array(accountIdField, { error: "office:registrations.errors.noneSelected" }).min(1, "office:registrations.errors.noneSelected").max(100, "office:registrations.errors.tooMany"),
  back: z.string().max(2048).optional().catch(undefined),
});
