import { z } from "zod";

export const querySchema = z.object({
  q: z.string().trim().max(100).catch(""),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  redirectTo: z.string().max(2048).optional().catch(undefined),
});

/** The client a button is about (choose, pin, unpin); a crafted one is refused with one message. */
export const clientSchema = z.object({
  clientId: z.coerce.number({ error: "salesman:clients.invalid" }).int("salesman:clients.invalid").min(1, "salesman:clients.invalid").max(2_147_483_647, "salesman:clients.invalid"),
  redirectTo: z.string().max(2048).optional().catch(undefined),
  back: z.string().max(2048).optional().catch(undefined),
});
