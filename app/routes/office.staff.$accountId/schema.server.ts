import { z } from "zod";
import { OFFICE_ROLES } from "~/services/office/staff-accounts.server";

/** Change role: one of the office roles. */
export const roleSchema = z.object({
  role: z.enum(OFFICE_ROLES, { error: "office:staff.errors.roleRequired" }),
});
