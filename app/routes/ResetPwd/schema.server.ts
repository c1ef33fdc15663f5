import { z } from "zod";
import { confirmPasswordField, confirmationMatches, newPasswordField } from "~/utils/credential-fields.server";

export const resetSchema = z
  .object({ token: z.string().max(200).optional(), newPassword: newPasswordField, confirmPassword: confirmPasswordField })
  .superRefine(confirmationMatches);
