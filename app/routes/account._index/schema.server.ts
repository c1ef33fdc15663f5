import { z } from "zod";
import { LANGUAGES } from "~/i18n/languages";
import { PROFILE_LIMITS } from "./limits";


const checkbox = z.preprocess((value) => value === "on" || value === "true", z.boolean()).optional();

/** The profile form. Messages are locale keys; the page translates them. */
export const profileSchema = z.object({
  fullName: z
    .string({ error: "profile:validation.fullName.required" })
    .trim()
    .min(1, "profile:validation.fullName.required")
    .max(PROFILE_LIMITS.fullName, "profile:validation.fullName.tooLong")
    // Control characters (NUL above all, which a database text cannot hold) are not part of a name.
    .refine((value) => !/\p{Cc}/u.test(value), "profile:validation.fullName.invalid"),
  telephone: z
    .string()
    .trim()
    .max(PROFILE_LIMITS.telephone, "profile:validation.telephone.tooLong")
    .regex(/^\+?[0-9 ()./-]{4,}$/, "profile:validation.telephone.invalid")
    .optional(),
  language: z.enum(LANGUAGES, { error: "profile:validation.language.choose" }),
  subscriptionEmail: z
    .string({ error: "profile:validation.subscriptionEmail.required" })
    .trim()
    .min(1, "profile:validation.subscriptionEmail.required")
    .max(PROFILE_LIMITS.subscriptionEmail, "profile:validation.subscriptionEmail.tooLong")
    .pipe(z.email({ error: "profile:validation.subscriptionEmail.invalid" })),
  subscribeNewsletter: checkbox,
  subscribeNotices: checkbox,
});
