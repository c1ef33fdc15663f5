import { z } from "zod";
import { messageRef } from "~/domain/form-message";
import { PLAN_NAME_MAX } from "~/domain/plans";

const tooLong = messageRef({ key: "plans:errors.nameTooLong", values: { max: PLAN_NAME_MAX } });

/** The plan name: required, at most 60 characters after trimming (control characters dropped). */
export const planNameSchema = z.object({
  name: z
    .string({ error: "plans:errors.nameRequired" })
    // A name far too long is refused before any work on it.
    .max(1000, tooLong)
    .transform((value) => value.replace(/\p{Cc}/gu, " ").trim())
    // Checked after trimming, without a second z.string (Conform would read a trimmed "" as missing).
    .refine((value) => value.length > 0, "plans:errors.nameRequired")
    .refine((value) => value.length <= PLAN_NAME_MAX, tooLong),
});
