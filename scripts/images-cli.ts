import { type Decision, decidePermission } from "~/services/downloads/permissions.server";
import { MAX_PERMISSION_REASON_CHARS } from "~/domain/downloads";
import { EXIT, type Output, commandLine, commandLineOperator } from "./cli";

export const USAGE = `Usage:
  npm run images -- approve <email>                   approve the account's request for unwatermarked images
  npm run images -- refuse <email> [--reason "…"]     refuse it; the buyer reads the reason and may ask again

Only a request under review is decided. The decision is recorded with who made it and is audited.

Environment: DATABASE_URL for PostgreSQL, else DATA_DIR (default ./data) for the embedded database.
With the embedded database, stop the shop server first.`;

const cli = commandLine({
  usage: USAGE,
  options: { reason: "string" },
  commands: { approve: { args: ["email"] }, refuse: { args: ["email"], options: ["reason"] } },
});

/** The images command without process or database set-up, so that tests can run it. */
export async function runImagesCommand(argv: string[], io: Output, { decidedBy = commandLineOperator() }: { decidedBy?: string } = {}): Promise<number> {
  const parsed = cli.parse(argv, io);
  if ("exit" in parsed) return parsed.exit;
  const { email } = parsed.args;
  const reason = parsed.command === "refuse" ? parsed.values.reason : undefined;
  const result = await decidePermission({ email, decision: parsed.command satisfies Decision, reason: reason ?? null, decidedBy });
  switch (result.status) {
    case "unknown":
      io.err(`No account has the email ${email}. See the list: npm run accounts -- list`);
      return EXIT.failed;
    case "salesman":
      io.err(`${email} is an office (salesman) account; only buyers ask for unwatermarked images.`);
      return EXIT.failed;
    case "reasonTooLong":
      io.err(`The reason may be at most ${MAX_PERMISSION_REASON_CHARS} characters.`);
      return EXIT.usage;
    case "notUnderReview":
      io.err(`${email} has no request under review (its state: ${result.state === "none" ? "never asked" : result.state}).`);
      return EXIT.failed;
    case "approved":
      io.out(`Approved ${result.email}: its images are downloaded without the watermark from now on.`);
      return EXIT.ok;
    case "refused":
      io.out(`Refused ${result.email}${reason?.trim() ? ` (reason: ${reason.trim()})` : " (no reason given)"}; the buyer may ask again.`);
      return EXIT.ok;
  }
}
