import { z } from "zod";
import { emailField } from "~/utils/credential-fields.server";

export const resendSchema = z.object({ email: emailField });
export const confirmSchema = z.object({ token: z.string().max(200).optional() });
