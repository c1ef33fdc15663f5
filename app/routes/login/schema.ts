import { z } from "zod";

/** Messages are locale keys; the page translates them. */
export const loginSchema = z.object({
  email: z
    .string({ error: "validation.email.required" })
    .trim()
    .min(1, "validation.email.required")
    .max(254, "validation.email.tooLong")
    .pipe(z.email({ error: "validation.email.invalid" })),
  password: z.string({ error: "validation.password.required" }).min(1, "validation.password.required").max(200, "validation.password.tooLong"),
  keepAccount: z.preprocess((value) => value === "on" || value === "true", z.boolean()).optional(),
  redirectTo: z.string().max(2048).optional(),
});
