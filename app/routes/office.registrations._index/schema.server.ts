import { z } from "zod";
import { bulkSchema as officeBulkSchema } from "~/services/office/queue-routes.server";
import { REGISTRATION_STATES } from "~/services/office/registrations.server";

/** The list's address: a crafted one falls back to the defaults rather than failing. */
export const querySchema = z.object({
  state: z.enum(REGISTRATION_STATES).catch("pending"),
  q: z.string().trim().max(100).catch(""),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

/** "Approve selected": the ticked registrations (at most a page's worth, a hundred). */
export const bulkSchema = officeBulkSchema("registrations", "accountId");
