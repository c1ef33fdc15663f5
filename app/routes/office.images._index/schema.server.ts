import { z } from "zod";
import { IMAGE_REQUEST_STATES } from "~/services/office/image-requests.server";
import { bulkSchema } from "~/services/office/queue-routes.server";

/** The list's address: a crafted one falls back to the defaults rather than failing. */
export const querySchema = z.object({
  state: z.enum(IMAGE_REQUEST_STATES).catch("review"),
  q: z.string().trim().max(100).catch(""),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

/** "Approve selected": the ticked requests. */
export const approveSelectedSchema = bulkSchema("images");
