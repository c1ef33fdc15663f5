import { z } from "zod";

/** The "I have read it" form: the version read (a notice id) and where to go on. */
export const acknowledgeSchema = z.object({
  notice: z.coerce.number({ error: "help:notice.errors.invalid" }).int("help:notice.errors.invalid").min(1, "help:notice.errors.invalid").max(2_147_483_647, "help:notice.errors.invalid"),
  redirectTo: z.string().max(2048).optional(),
});
