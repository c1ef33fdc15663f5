import { z } from "zod";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, emailProblem, passwordProblem } from "~/domain/credentials";

/**
 * zod fields shared by the account forms. Messages are locale keys (the page translates them):
 * email ones in `common` (validation.email.*), password ones in the `password` namespace.
 */
export const emailField = z
  .string({ error: "validation.email.required" })
  .trim()
  .superRefine((value, ctx) => {
    const problem = emailProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: `validation.email.${problem}`, abort: true });
  });

/** A new password: the rule of decision 0013. */
export const newPasswordField = z.string({ error: "password:rule.required" }).superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: `password:rule.${problem}`, abort: true });
});

/** The confirmation of a new password; the form schema checks that it matches. */
export const confirmPasswordField = z
  .string({ error: "password:rule.confirmRequired" })
  .max(PASSWORD_MAX_LENGTH * 4, "password:rule.mismatch");

/** An existing password is only checked against its hash; the bound keeps hashing cheap. */
export const currentPasswordField = z
  .string({ error: "password:rule.currentRequired" })
  .max(200, "password:rule.currentWrong");

/** Adds "confirm that the new password is incorrect" to the confirmation field when they differ. */
export function confirmationMatches<T extends { newPassword: string; confirmPassword: string }>(value: T, ctx: z.RefinementCtx) {
  if (value.newPassword !== value.confirmPassword) {
    ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "password:rule.mismatch" });
  }
}

export { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH };
