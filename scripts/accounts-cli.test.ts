import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { accounts, auditEvents, companies, messages } from "~/db/schema";
import { registerBuyer } from "~/services/identity/registration.server";
import { EXIT, runAccountsCommand } from "./accounts-cli";

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAccountsCommand(argv, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

async function officialOf(email: string) {
  const [row] = await db()
    .select({ official: companies.official })
    .from(accounts)
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(sql`lower(${accounts.email}) = ${email.toLowerCase()}`);
  return row?.official;
}

describe("npm run accounts", () => {
  it("lists every account with company, country, official, confirmed and created", async () => {
    const { code, out } = await run("list");
    expect(code).toBe(EXIT.ok);
    const lines = out.split("\n");
    expect(lines[0]).toMatch(/^email\s+company\s+country\s+official\s+confirmed\s+created$/);
    expect(out).toMatch(/unofficial@demo\.test\s+Bazar Triana S\.L\.\s+ES\s+no\s+/);
    expect(out).toMatch(/buyer\.de@demo\.test\s+Haushaltswaren Becker GmbH\s+DE\s+yes\s+\d{4}-\d{2}-\d{2}\s+/);
    expect(out).toMatch(/sales@demo\.test\s+\(office account: salesman\)/);
    expect(out).toMatch(/service@demo\.test\s+\(office account: service\)/);
    expect(lines.at(-1)).toMatch(/^\d+ accounts$/);
  });

  it("lists only accounts awaiting approval with --pending", async () => {
    const { code, out } = await run("list", "--pending");
    expect(code).toBe(EXIT.ok);
    expect(out).toContain("unofficial@demo.test");
    expect(out).not.toContain("buyer.de@demo.test");
  });

  it("approves a newly registered account, whatever the case of the email", async () => {
    const email = "fresh.cli@example.com";
    const result = await registerBuyer({ companyName: "CLI Trading Ltd", fullName: "Cleo Li", email, password: "Start2026", countryCode: "GB", telephone: "20 7946 0000", language: "en" });
    expect(result.ok).toBe(true);
    expect(await officialOf(email)).toBe(false);
    const listed = await run("list");
    expect(listed.out).toMatch(/fresh\.cli@example\.com\s+CLI Trading Ltd\s+GB\s+no\s+no\s+/);

    const approved = await run("approve", "Fresh.CLI@example.com");
    expect(approved.code).toBe(EXIT.ok);
    expect(approved.out).toContain("Approved Fresh.CLI@example.com (CLI Trading Ltd)");
    expect(approved.out).toContain("not confirmed yet");
    expect(await officialOf(email)).toBe(true);

    // The back office's service did it (decision 0112): audited without a staff member, and mailed.
    const [event] = await db().select().from(auditEvents).where(and(eq(auditEvents.action, "registration.approve"), eq(auditEvents.accountId, result.ok ? result.accountId : 0)));
    expect(event).toMatchObject({ actorId: null, details: { before: { state: "pending" }, after: { state: "official" } } });
    const [mail] = await db().select().from(messages).where(and(eq(messages.toEmail, email), eq(messages.kind, "accountApproved")));
    expect(mail?.subject).toBe("Your wholesale account has been approved");

    const again = await run("approve", email);
    expect(again.code).toBe(EXIT.ok);
    expect(again.out).toContain("already approved");
  });

  it("says clearly when the email is unknown, with exit code 1", async () => {
    const { code, err } = await run("approve", "nobody@nowhere.example");
    expect(code).toBe(EXIT.failed);
    expect(err).toContain("No account has the email nobody@nowhere.example");
  });

  it("refuses to approve an office account", async () => {
    const { code, err } = await run("approve", "sales@demo.test");
    expect(code).toBe(EXIT.failed);
    expect(err).toContain("office (salesman) account");
  });

  it.each([[[]], [["approve"]], [["approve", "a@b.c", "d@e.f"]], [["remove", "x@y.z"]], [["list", "--bogus"]]])("answers wrong arguments %j with the usage and exit code 2", async (argv) => {
    const { code, err } = await run(...argv);
    expect(code).toBe(EXIT.usage);
    expect(err).toContain("Usage:");
  });

  it("prints the usage for --help", async () => {
    const { code, out } = await run("--help");
    expect(code).toBe(EXIT.ok);
    expect(out).toContain("npm run accounts -- approve <email>");
  });
});
