import { asc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { accounts, companies } from "~/db/schema";
import { accountEmailIs } from "./account-email.server";

export type AccountRow = {
  email: string;
  role: "buyer" | "salesman";
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

/** Approves the company of a buyer account (companies.official = true): it may then submit orders. */
export async function approveAccount(email: string): Promise<ApproveResult> {
  const [account] = await db()
    .select({ role: accounts.role, companyId: accounts.companyId, confirmedAt: accounts.emailVerifiedAt, company: companies.name, official: companies.official })
    .from(accounts)
    .leftJoin(companies, eq(companies.id, accounts.companyId))
    .where(accountEmailIs(email))
    .limit(1);
  if (!account) return { status: "unknown" };
  if (account.role === "salesman" || account.companyId === null) return { status: "salesman" };
  const confirmed = account.confirmedAt !== null;
  if (account.official) return { status: "alreadyApproved", company: account.company ?? "", confirmed };
  await db().update(companies).set({ official: true }).where(eq(companies.id, account.companyId));
  return { status: "approved", company: account.company ?? "", confirmed };
}
