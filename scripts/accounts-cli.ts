import { type AccountRow, approveAccount, listAccounts } from "~/services/identity/account-admin.server";
import { EXIT, type Output, commandLine } from "./cli";

export { EXIT, type Output };

export const USAGE = `Usage:
  npm run accounts -- list [--pending]     list accounts (--pending: only those awaiting approval)
  npm run accounts -- approve <email>      approve the account's company: it may then submit orders

Environment: DATABASE_URL for PostgreSQL, else DATA_DIR (default ./data) for the embedded database.
With the embedded database, stop the shop server first.`;

const cli = commandLine({
  usage: USAGE,
  options: { pending: "boolean" },
  commands: { list: { options: ["pending"] }, approve: { args: ["email"] } },
});

const yesNo = (value: boolean | null) => (value === null ? "-" : value ? "yes" : "no");
const day = (value: Date | null) => (value ? value.toISOString().slice(0, 10) : "no");

export function formatTable(rows: AccountRow[]): string[] {
  const header = ["email", "company", "country", "official", "confirmed", "created"];
  const cells = rows.map((row) => [
    row.email,
    row.role === "buyer" ? (row.company ?? "-") : `(office account: ${row.role})`,
    row.country ?? "-",
    row.role === "buyer" ? yesNo(row.official) : "-",
    day(row.confirmedAt),
    row.createdAt.toISOString().slice(0, 16).replace("T", " "),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => [...line[column]!].length)));
  const format = (line: string[]) =>
    line
      .map((cell, column) => cell + " ".repeat(widths[column]! - [...cell].length))
      .join("  ")
      .trimEnd();
  return [format(header), widths.map((width) => "-".repeat(width)).join("  "), ...cells.map(format)];
}

/** The accounts command without process or database set-up, so that tests can run it. */
export async function runAccountsCommand(argv: string[], io: Output): Promise<number> {
  const parsed = cli.parse(argv, io);
  if ("exit" in parsed) return parsed.exit;
  if (parsed.command === "list") {
    const rows = await listAccounts({ pendingOnly: parsed.values.pending ?? false });
    for (const line of formatTable(rows)) io.out(line);
    io.out(`${rows.length} account${rows.length === 1 ? "" : "s"}`);
    return EXIT.ok;
  }
  const { email } = parsed.args;
  const result = await approveAccount(email);
  switch (result.status) {
    case "unknown":
      io.err(`No account has the email ${email}. See the list: npm run accounts -- list`);
      return EXIT.failed;
    case "salesman":
      io.err(`${email} is an office (salesman) account; only buyer accounts are approved.`);
      return EXIT.failed;
    case "alreadyApproved":
      io.out(`${email} (${result.company}) was already approved.`);
      return EXIT.ok;
    case "approved":
      io.out(`Approved ${email} (${result.company}): the account may now submit orders; its company's accounts are mailed.`);
      if (!result.confirmed) io.out("Note: the email address is not confirmed yet; the buyer must confirm it before signing in.");
      return EXIT.ok;
  }
}
