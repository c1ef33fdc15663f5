import { z } from "zod";

export const querySchema = z.object({
  q: z.string().trim().max(100).catch(""),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  redirectTo: z.string().max(2048).optional().catch(undefined),
});

export const actionSchema = z.object({
  intent: z.enum(["choose", "pin", "unpin"]),
  clientId: z.coerce.number().int().min(1).max(2_147_483_647),
  redirectTo: z.string().max(2048).optional(),
  back: z.string().max(2048).optional(),
});
