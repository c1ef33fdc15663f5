import { z } from "zod";

/** Messages are locale keys; the page translates them. */
const email = z
  .string({ error: "validation.email.required" })
  .trim()
  .min(1, "validation.email.required")
  .max(254, "validation.email.tooLong")
  .pipe(z.email({ error: "validation.email.invalid" }));

const keepAccount = z.preprocess((value) => value === "on" || value === "true", z.boolean()).optional();
const redirectTo = z.string().max(2048).optional();
/** The challenge key travels in a hidden field; a bad one is simply a wrong code. */
const challenge = z.string().max(64).optional();

export const INTENTS = ["signIn", "emailCode", "newPicture"] as const;
export type Intent = (typeof INTENTS)[number];

export function intentOf(formData: FormData): Intent {
  const value = formData.get("intent");
  return (INTENTS as readonly unknown[]).includes(value) ? (value as Intent) : "signIn";
}

export const loginSchema = z.object({
  email,
  password: z.string({ error: "validation.password.required" }).min(1, "validation.password.required").max(200, "validation.password.tooLong"),
  // Pasted codes may carry spaces; the comparison ignores case and separators.
  code: z.string({ error: "validation.code.required" }).trim().min(1, "validation.code.required").max(64, "validation.code.tooLong"),
  challenge,
  keepAccount,
  redirectTo,
});

/** "Email me a code instead" needs only the email. */
export const emailCodeSchema = z.object({
  email,
  password: z.string().max(200).optional(),
  code: z.string().max(64).optional(),
  challenge,
  keepAccount,
  redirectTo,
});

/** "New picture" needs nothing; what was typed is kept (but the password). */
export const newPictureSchema = z.object({
  email: z.string().max(254).optional(),
  password: z.string().max(200).optional(),
  code: z.string().max(64).optional(),
  challenge,
  keepAccount,
  redirectTo,
});
