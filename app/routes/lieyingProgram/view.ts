import type { FalconApplicationStatus, FalconBenefit, FalconChannel, FalconLevel } from "~/domain/falcon";

/** A level of the programme as the page's table shows it: the need and the rate already written in the reader's language. */
export type LevelRow = { level: FalconLevel; need: string; rate: string; benefits: readonly FalconBenefit[] };

/** Where the account stands this year: purchases, the level reached and the next one's gap. */
export type Standing = {
  year: number;
  purchases: string;
  level: FalconLevel | null;
  next: { level: FalconLevel; need: string; left: string; percent: number } | null;
};

/** The application as the page shows it: dates and amounts already written. */
export type ApplicationView = {
  status: FalconApplicationStatus;
  date: string;
  revision: number;
  levelAsked: FalconLevel;
  levelGranted: FalconLevel | null;
  reason: string | null;
  answers: { channels: FalconChannel[]; regions: string; brandSharePct: number; yearlyTarget: string; yearlyTargetTyped: string; note: string };
};

/**
 * Who reads the page: anonymous (the terms and a sign-in link), staff (the terms only), a
 * salesman who has not picked a client, an account not yet approved (its standing, no form), and
 * the buyer or the salesman acting for it (the standing and the application).
 */
export type Reader = "anonymous" | "staff" | "chooseClient" | "unofficial" | "buyer" | "salesman";

/** Which form the page shows for the application's state: the first one, again after a refusal, or none. */
export function formIntent(reader: Reader, status: FalconApplicationStatus | null): "submit" | "resubmit" | null {
  if (reader !== "buyer" && reader !== "salesman") return null;
  if (status === null) return "submit";
  return status === "refused" ? "resubmit" : null;
}
