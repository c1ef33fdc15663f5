import type { Actor } from "~/services/identity/actor.server";

/**
 * Who may apply for API access and hold its secret (decision 0107): the buyer itself, never a
 * salesman acting for it (credentials read the client's prices without the client), and only an
 * official account (the API serves the prices it orders at). Keys under `apiaccess:problems`.
 */
export type ApplicantProblem = "salesman" | "unofficial";

export function applicantProblem(actor: Pick<Actor, "salesmanId" | "official">): ApplicantProblem | null {
  if (actor.salesmanId !== null) return "salesman";
  if (!actor.official) return "unofficial";
  return null;
}
