import { z } from "zod";
import { PLAN_NAME_MAX } from "~/domain/plans";

/** The plan name: required, at most 60 characters after trimming (control characters dropped). */
export const planNameSchema = z.object({
  name: z
    .string({ error: "plans:errors.nameRequired" })
    .transform((value) => value.replace(/\p{Cc}/gu, " ").trim())
    .pipe(z.string().min(1, "plans:errors.nameRequired").max(PLAN_NAME_MAX, "plans:errors.nameTooLong")),
});
