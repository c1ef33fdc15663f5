import { z } from "zod";
import { ARRIVAL_NOTICE_LIMITS } from "~/domain/arrival-notices";

/** The arrival-notice form (SPEC.md section 5). Messages are locale keys; the page translates them. */
export const arrivalNoticeSchema = z.object({
  goodsId: z.string().max(20).optional(),
  email: z
    .string({ error: "notices:validation.email.required" })
    .trim()
    .min(1, "notices:validation.email.required")
    .max(ARRIVAL_NOTICE_LIMITS.email, "notices:validation.email.tooLong")
    .pipe(z.email({ error: "notices:validation.email.invalid" })),
  quantity: z
    .string({ error: "notices:validation.quantity.required" })
    .trim()
    .min(1, "notices:validation.quantity.required")
    .regex(/^\d+$/, "notices:validation.quantity.notANumber")
    // A number too big for a double (400 nines) is still "too large", not "not a number".
    .transform((digits) => Math.min(Number(digits), Number.MAX_SAFE_INTEGER))
    .pipe(
      z
        .number()
        .min(1, "notices:validation.quantity.tooSmall")
        .max(ARRIVAL_NOTICE_LIMITS.quantity, "notices:validation.quantity.tooLarge"),
    ),
  redirectTo: z.string().max(2048).optional(),
  /** Set by the in-page (JavaScript) form: answer with data instead of a redirect. */
  inline: z.string().max(8).optional(),
});
