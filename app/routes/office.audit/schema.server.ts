import { z } from "zod";
import { AUDIT_CODE } from "~/services/office/audit-log.server";

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value))
  .optional()
  .catch(undefined);

const code = z.string().trim().regex(AUDIT_CODE).optional().catch(undefined);

/** The log's address: a crafted value is read as no filter rather than failing. */
export const querySchema = z.object({
  staff: z
    .union([z.literal("cli"), z.coerce.number().int().min(1).max(2_147_483_647)])
    .optional()
    .catch(undefined),
  account: z.string().trim().max(254).optional().catch(undefined),
  action: code,
  entity: code,
  from: day,
  to: day,
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
