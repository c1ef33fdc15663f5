import { z } from "zod";
import { nameProblem } from "~/domain/registration";
import { LANGUAGES } from "~/i18n/languages";
import { OFFICE_ROLES } from "~/services/office/staff-accounts.server";
import { emailField } from "~/utils/credential-fields.server";

/** A new staff account: name, e-mail, role and language; its first password comes by the reset mail. */
export const createSchema = z.object({
  fullName: z
    .string({ error: "office:staff.errors.nameRequired" })
    .superRefine((value, ctx) => {
      const problem = nameProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: `office:staff.errors.name_${problem}`, abort: true });
    })
    .transform((value) => value.trim()),
  email: emailField,
  role: z.enum(OFFICE_ROLES, { error: "office:staff.errors.roleRequired" }),
  language: z.enum(LANGUAGES, { error: "office:staff.errors.languageRequired" }),
});
