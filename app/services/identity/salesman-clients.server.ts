import { and, asc, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { accounts, companies, salesmanClients } from "~/db/schema";
import { recordAudit } from "~/services/platform/audit.server";
import { setActingAccount } from "./session.server";

/**
 * A salesman starts acting for the first client of his list (SPEC.md section 6): pinned first,
 * then the last chosen. The client list orders the same way (salesman-clients.server.ts).
 */
export async function defaultClientOf(salesmanId: number): Promise<{ accountId: number; countryCode: string; isTest: boolean } | null> {
  const [first] = await db()
    .select({ accountId: salesmanClients.clientAccountId, countryCode: companies.countryCode, isTest: companies.isTest })
    .from(salesmanClients)
    .innerJoin(accounts, and(eq(accounts.id, salesmanClients.clientAccountId), eq(accounts.role, "buyer")))
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(eq(salesmanClients.salesmanId, salesmanId))
    .orderBy(...clientOrder())
    .limit(1);
  return first ? { ...first, countryCode: first.countryCode.trim() } : null;
}

/** Pinned clients first (the most recently pinned on top), then the last chosen, then the oldest account. */
export function clientOrder() {
  return [
    sql`${salesmanClients.pinnedAt} is null`,
    desc(salesmanClients.pinnedAt),
    sql`${salesmanClients.lastChosenAt} is null`,
    desc(salesmanClients.lastChosenAt),
    asc(accounts.id),
  ];
}


export type ClientSummary = {
  accountId: number;
  companyName: string;
  contactName: string;
  email: string;
  countryCode: string;
  vatNumber: string | null;
  official: boolean;
  pinned: boolean;
};

export type ClientPage = { items: ClientSummary[]; total: number; page: number; pageSize: number; lastPage: number };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The salesman's client accounts, searched by company, contact name, email or VAT number. */
function clientFilter(salesmanId: number, q: string) {
  const base = and(eq(salesmanClients.salesmanId, salesmanId), eq(accounts.role, "buyer"));
  const term = q.trim();
  if (!term) return base;
  const pattern = `%${escapeLike(term)}%`;
  return and(
    base,
    or(
      ilike(companies.name, pattern),
      ilike(accounts.fullName, pattern),
      ilike(accounts.email, pattern),
      ilike(sql`coalesce(${companies.vatNumber}, '')`, pattern),
    ),
  );
}

/** One page of the client list, in the order of clientOrder (the first one is the default client). */
export async function listClients({ salesmanId, q = "", page = 1, pageSize = 20 }: { salesmanId: number; q?: string; page?: number; pageSize?: number }): Promise<ClientPage> {
  const where = clientFilter(salesmanId, q);
  const [{ total } = { total: 0 }] = await db()
    .select({ total: count() })
    .from(salesmanClients)
    .innerJoin(accounts, eq(accounts.id, salesmanClients.clientAccountId))
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(where);
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), lastPage);
  const rows = await db()
    .select({
      accountId: accounts.id,
      companyName: companies.name,
      contactName: accounts.fullName,
      email: accounts.email,
      countryCode: companies.countryCode,
      vatNumber: companies.vatNumber,
      official: companies.official,
      pinnedAt: salesmanClients.pinnedAt,
    })
    .from(salesmanClients)
    .innerJoin(accounts, eq(accounts.id, salesmanClients.clientAccountId))
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(where)
    .orderBy(...clientOrder())
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  const items = rows.map(({ pinnedAt, countryCode, ...row }) => ({ ...row, countryCode: countryCode.trim(), pinned: pinnedAt !== null }));
  return { items, total, page: current, pageSize, lastPage };
}

/** Pins a client to the top of the list (or unpins it); false when it is not this salesman's client. */
export async function setPinned({ salesmanId, clientAccountId, pinned, now = new Date() }: { salesmanId: number; clientAccountId: number; pinned: boolean; now?: Date }): Promise<boolean> {
  const updated = await db()
    .update(salesmanClients)
    .set({ pinnedAt: pinned ? now : null })
    .where(and(eq(salesmanClients.salesmanId, salesmanId), eq(salesmanClients.clientAccountId, clientAccountId)))
    .returning({ id: salesmanClients.clientAccountId });
  return updated.length > 0;
}

/**
 * The salesman acts for one of his clients from now on: the session follows the client (claims
 * included), the choice is remembered for the default at the next sign-in, and the client's audit
 * trail records it. Null when it is not his client.
 */
export async function chooseClient({ salesmanId, sessionId, clientAccountId, now = new Date() }: { salesmanId: number; sessionId: string; clientAccountId: number; now?: Date }): Promise<{ companyName: string } | null> {
  const [client] = await db()
    .select({ companyName: companies.name, countryCode: companies.countryCode, isTest: companies.isTest })
    .from(salesmanClients)
    .innerJoin(accounts, eq(accounts.id, salesmanClients.clientAccountId))
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(and(eq(salesmanClients.salesmanId, salesmanId), eq(salesmanClients.clientAccountId, clientAccountId), eq(accounts.role, "buyer")));
  if (!client) return null;
  await db().transaction(async (tx) => {
    await tx
      .update(salesmanClients)
      .set({ lastChosenAt: now })
      .where(and(eq(salesmanClients.salesmanId, salesmanId), eq(salesmanClients.clientAccountId, clientAccountId)));
    await setActingAccount(sessionId, { accountId: clientAccountId, countryCode: client.countryCode.trim(), isTest: client.isTest }, tx);
    await recordAudit({ accountId: clientAccountId, actorId: salesmanId, action: "salesman.chooseClient", entity: "account", entityId: clientAccountId }, tx);
  });
  return { companyName: client.companyName };
}
