import { parseArgs } from "node:util";
import { type AccountRow, approveAccount, listAccounts } from "~/services/identity/account-admin.server";

export const USAGE = `Usage:
  npm run accounts -- list [--pending]     list accounts (--pending: only those awaiting approval)
  npm run accounts -- approve <email>      approve the account's company: it may then submit orders

Environment: DATABASE_URL for PostgreSQL, else DATA_DIR (default ./data) for the embedded database.
With the embedded database, stop the shop server first.`;

export type Output = { out: (line: string) => void; err: (line: string) => void };

/** Exit codes: 0 done, 1 the command could not be done (unknown email …), 2 wrong arguments. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

const yesNo = (value: boolean | null) => (value === null ? "-" : value ? "yes" : "no");
const day = (value: Date | null) => (value ? value.toISOString().slice(0, 10) : "no");

export function formatTable(rows: AccountRow[]): string[] {
  const header = ["email", "company", "country", "official", "confirmed", "created"];
  const cells = rows.map((row) => [
    row.email,
    row.role === "salesman" ? "(office account)" : (row.company ?? "-"),
    row.country ?? "-",
    row.role === "salesman" ? "-" : yesNo(row.official),
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
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: { pending: { type: "boolean", default: false }, help: { type: "boolean", short: "h", default: false } }, allowPositionals: true, strict: true });
  } catch (error) {
    io.err((error as Error).message);
    io.err(USAGE);
    return EXIT.usage;
  }
  const [command, ...rest] = parsed.positionals;
  if (parsed.values.help) {
    io.out(USAGE);
    return EXIT.ok;
  }
  if (command === "list" && rest.length === 0) {
    const rows = await listAccounts({ pendingOnly: parsed.values.pending });
    for (const line of formatTable(rows)) io.out(line);
    io.out(`${rows.length} account${rows.length === 1 ? "" : "s"}`);
    return EXIT.ok;
  }
  if (command === "approve" && rest.length === 1 && !parsed.values.pending) {
    const email = rest[0]!;
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
        io.out(`Approved ${email} (${result.company}): the account may now submit orders.`);
        if (!result.confirmed) io.out("Note: the email address is not confirmed yet; the buyer must confirm it before signing in.");
        return EXIT.ok;
    }
  }
  io.err(command ? `Unknown or incomplete command: ${[command, ...rest].join(" ")}` : "Missing command.");
  io.err(USAGE);
  return EXIT.usage;
}
