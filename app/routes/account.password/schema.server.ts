import { z } from "zod";
import { confirmPasswordField, confirmationMatches, currentPasswordField, newPasswordField } from "~/utils/credential-fields.server";

export const changeSchema = z
  .object({ currentPassword: currentPasswordField, newPassword: newPasswordField, confirmPassword: confirmPasswordField })
  .superRefine(confirmationMatches);
