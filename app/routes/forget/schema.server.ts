import { z } from "zod";
import { emailField } from "~/utils/credential-fields.server";

export const forgetSchema = z.object({ email: emailField });
