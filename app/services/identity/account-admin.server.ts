import { asc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { type AccountRole, accounts, companies } from "~/db/schema";
import { approveRegistration } from "~/services/office/registrations.server";
import { accountEmailIs } from "./account-email.server";

export type AccountRow = {
  email: string;
  role: AccountRole;
  company: string | null;
  country: string | null;
  official: boolean | null;
  confirmedAt: Date | null;
  createdAt: Date;
};

/** Every account with its company, oldest first (for `npm run accounts -- list`). */
export async function listAccounts({ pendingOnly = false } = {}): Promise<AccountRow[]> {
  const rows = await db()
    .select({
      email: accounts.email,
      role: accounts.role,
      company: companies.name,
      country: companies.countryCode,
      official: companies.official,
      confirmedAt: accounts.emailVerifiedAt,
      createdAt: accounts.createdAt,
    })
    .from(accounts)
    .leftJoin(companies, eq(companies.id, accounts.companyId))
    .where(pendingOnly ? sql`${companies.official} = false` : undefined)
    .orderBy(asc(accounts.createdAt), asc(accounts.id));
  return rows.map((row) => ({ ...row, country: row.country?.trim() ?? null }));
}

export type ApproveResult =
  | { status: "approved" | "alreadyApproved"; company: string; confirmed: boolean }
  | { status: "unknown" | "salesman" };

/**
 * Approves the company of a buyer account (companies.official = true): it may then submit orders.
 * The back office's service does it (decision 0112): audited (by the command line: no staff member)
 * and mailed to the company's accounts.
 */
export async function approveAccount(email: string): Promise<ApproveResult> {
  const [account] = await db().select({ id: accounts.id, role: accounts.role }).from(accounts).where(accountEmailIs(email)).limit(1);
  if (!account) return { status: "unknown" };
  if (account.role !== "buyer") return { status: "salesman" };
  const outcome = await approveRegistration({ staffId: null, accountId: account.id });
  if (outcome.status === "unknown") return { status: "unknown" };
  return { status: outcome.status === "alreadyApproved" ? "alreadyApproved" : "approved", company: outcome.companyName, confirmed: outcome.emailConfirmed };
}
