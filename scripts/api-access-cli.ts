import { REASON_MAX } from "~/domain/api-access";
import { type StaffDecision, decideApplication } from "~/services/api-access/applications.server";
import { BRANDS } from "~/services/platform/brands.server";
import { EXIT, type Output, commandLine, commandLineOperator } from "./cli";

const BRAND_KEYS = BRANDS.map((brand) => brand.key).join(", ");

export const USAGE = `Usage:
  npm run api-access -- review <email> [--brand <key>] [--by <name>]                  take a submitted application under review
  npm run api-access -- approve <email> [--brand <key>] [--by <name>]                 approve it: grants the data wanted, fixes the client id
  npm run api-access -- refuse <email> --reason "…" [--brand <key>] [--by <name>]     refuse it; the buyer reads the reason and may resubmit
  npm run api-access -- revoke <email> --reason "…" [--brand <key>] [--by <name>]     end an approved one: its secret and tokens stop at once

An application is per account and brand; --brand (${BRAND_KEYS}) may be left out when the account has
applied for one brand only. --by names who decided (default: the command line and the OS user).
Each decision is recorded on the application, audited, and told to the buyer by a notice mail.

Environment: DATABASE_URL for PostgreSQL, else DATA_DIR (default ./data) for the embedded database.
With the embedded database, stop the shop server first.`;

const NAMED = ["brand", "by"] as const;
const cli = commandLine({
  usage: USAGE,
  options: { brand: "string", by: "string", reason: "string" },
  commands: {
    review: { args: ["email"], options: NAMED },
    approve: { args: ["email"], options: NAMED },
    refuse: { args: ["email"], options: [...NAMED, "reason"] },
    revoke: { args: ["email"], options: [...NAMED, "reason"] },
  },
});

/** The longest name --by takes (it is stored with the decision and shown in the audit trail). */
const BY_MAX = 100;

/** The api-access command without process or database set-up, so that tests can run it. */
export async function runApiAccessCommand(argv: string[], io: Output, { operator = commandLineOperator() }: { operator?: string } = {}): Promise<number> {
  const parsed = cli.parse(argv, io);
  if ("exit" in parsed) return parsed.exit;
  const { email } = parsed.args;
  const decision: StaffDecision = parsed.command;
  const reason = parsed.command === "refuse" || parsed.command === "revoke" ? parsed.values.reason : undefined;
  const by = parsed.values.by?.trim();
  if (by !== undefined && (by === "" || by.length > BY_MAX)) return cli.wrongArguments(io, `--by takes a name of 1 to ${BY_MAX} characters.`);
  const result = await decideApplication({ email, brandKey: parsed.values.brand ?? null, decision, reason: reason ?? null, decidedBy: by ?? operator });
  switch (result.status) {
    case "reasonMissing":
      return cli.wrongArguments(io, `${decision} needs --reason "…": the buyer reads it.`);
    case "reasonTooLong":
      return cli.wrongArguments(io, `The reason may be at most ${REASON_MAX} characters.`);
    case "unknownBrand":
      return cli.wrongArguments(io, `No brand has the key ${result.brandKey}. The brands: ${BRAND_KEYS}.`);
    case "unknownAccount":
      io.err(`No account has the email ${email}. See the list: npm run accounts -- list`);
      return EXIT.failed;
    case "salesman":
      io.err(`${email} is an office (salesman) account; only buyers apply for API access.`);
      return EXIT.failed;
    case "unofficial":
      io.err(`${email} is not an approved (official) account; approve the account first: npm run accounts -- approve ${email}`);
      return EXIT.failed;
    case "chooseBrand":
      io.err(`${email} has applied for several brands (${result.brands.join(", ")}); name one with --brand.`);
      return EXIT.failed;
    case "noApplication":
      io.err(`${email} has no API application${result.brandKey ? ` for ${result.brandKey}` : ""}.`);
      return EXIT.failed;
    case "wrongState":
      io.err(`${email}'s API application for ${result.brandKey} is ${result.state === "review" ? "under review" : result.state}; ${decision} takes ${decision === "review" ? "a submitted one" : decision === "revoke" ? "an approved one" : "a submitted one or one under review"}.`);
      return EXIT.failed;
    case "done":
      io.out(doneLine(result, reason?.trim() ?? ""));
      return EXIT.ok;
  }
}

function doneLine(result: Extract<Awaited<ReturnType<typeof decideApplication>>, { status: "done" }>, reason: string): string {
  const who = `${result.email}'s API application for ${result.brandKey}`;
  switch (result.decision) {
    case "review":
      return `${who} is under review now; the buyer may still edit it.`;
    case "approve":
      return `Approved ${who}: client id ${result.clientId}, data granted: ${result.scopes.join(", ") || "none (other only)"}. The buyer creates the client secret on /account/apiApplication.`;
    case "refuse":
      return `Refused ${who} (reason: ${reason}); the buyer may correct it and submit it again.`;
    case "revoke":
      return `Revoked ${who} (reason: ${reason}): its client secret and every token made with it no longer work.`;
  }
}
