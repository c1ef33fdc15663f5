import type { ApiApplicationAnswers, ApiApplicationStatus, ApiScope } from "~/domain/api-access";

/** The application as the page shows it: dates already written in the reader's language and time zone. */
export type ApplicationView = {
  status: ApiApplicationStatus;
  /** Submitted: when it was sent; under review, approved, failed: when staff acted. */
  date: string;
  revision: number;
  answers: ApiApplicationAnswers;
  reason: string | null;
  scopes: ApiScope[];
  clientId: string | null;
  secret: { id: number; hint: string; date: string } | null;
};

/** Who the page serves: the buyer who may apply, a salesman acting for it, an account not yet approved. */
export type Applicant = "buyer" | "salesman" | "unofficial";

/** The secret of a create or rotate answer, shown once. */
export type SecretShown = { value: string; hint: string; rotated: boolean };

/** Which form the buyer gets in each state (none when approved: the credentials take its place). */
export function formIntent(status: ApiApplicationStatus | null): "submit" | "edit" | "resubmit" | null {
  if (status === null) return "submit";
  if (status === "submitted" || status === "review") return "edit";
  if (status === "failed") return "resubmit";
  return null;
}
