import { z } from "zod";
import { COUNTRIES } from "~/db/reference/countries";
import { nameProblem, telephoneProblem } from "~/domain/registration";
import { confirmPasswordField, confirmationMatches, emailField, newPasswordField } from "~/utils/credential-fields.server";

const text = (field: string, check: (value: string) => string | null) =>
  z
    .string({ error: `register:field.${field}.required` })
    .superRefine((value, ctx) => {
      const problem = check(value);
      if (problem) ctx.addIssue({ code: "custom", message: `register:field.${field}.${problem}`, abort: true });
    })
    .transform((value) => value.trim());

const COUNTRY_CODES = COUNTRIES.map((country) => country.code) as [string, ...string[]];

/** Messages are locale keys; the page translates them. */
export const registerSchema = z
  .object({
    companyName: text("companyName", nameProblem),
    fullName: text("fullName", nameProblem),
    email: emailField,
    newPassword: newPasswordField,
    confirmPassword: confirmPasswordField,
    country: z.enum(COUNTRY_CODES, { error: "register:field.country.required" }),
    telephone: text("telephone", telephoneProblem),
  })
  .superRefine(confirmationMatches);

export const PASSWORD_FIELDS = ["newPassword", "confirmPassword"];
