import { type AppLoadContext, redirect } from "@remix-run/node";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { db } from "~/db/client.server";
import { accounts, companies, salesmanClients } from "~/db/schema";
import { safeRedirect } from "~/domain/safe-redirect";
import { refreshDecision } from "~/domain/session-refresh";
import { hashPassword, verifyPassword } from "./password.server";
import { memoize } from "./request-context.server";
import { type Viewer, deleteSessionById, findViewer, readSessionToken, refreshSession } from "./session.server";

export type SignedIn = { accountId: number; actingAccountId: number | null; countryCode: string | null; isTest: boolean };

// Verifying against a real hash when the email is unknown keeps both answers equally slow,
// so response times do not reveal which emails have accounts.
let dummyHash: Promise<string> | undefined;

/** Checks an email and password; null for any mismatch (one generic answer). */
export async function verifyLogin(email: string, password: string): Promise<SignedIn | null> {
  const [account] = await db()
    .select({
      id: accounts.id,
      role: accounts.role,
      passwordHash: accounts.passwordHash,
      countryCode: companies.countryCode,
      isTest: companies.isTest,
    })
    .from(accounts)
    .leftJoin(companies, eq(companies.id, accounts.companyId))
    .where(sql`lower(${accounts.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  if (!account) {
    dummyHash ??= hashPassword("not-a-real-password-0");
    await verifyPassword(await dummyHash, password);
    return null;
  }
  if (!(await verifyPassword(account.passwordHash, password))) return null;
  if (account.role === "salesman") {
    const actingAccountId = await defaultClientOf(account.id);
    return { accountId: account.id, actingAccountId, countryCode: null, isTest: false };
  }
  return {
    accountId: account.id,
    actingAccountId: account.id,
    countryCode: account.countryCode?.trim() ?? null,
    isTest: account.isTest ?? false,
  };
}

/** A salesman starts acting for the first client of the list: pinned first, then the last chosen. */
async function defaultClientOf(salesmanId: number): Promise<number | null> {
  const [first] = await db()
    .select({ id: salesmanClients.clientAccountId })
    .from(salesmanClients)
    .innerJoin(accounts, and(eq(accounts.id, salesmanClients.clientAccountId), eq(accounts.role, "buyer")))
    .where(eq(salesmanClients.salesmanId, salesmanId))
    .orderBy(
      sql`${salesmanClients.pinnedAt} is null`,
      desc(salesmanClients.pinnedAt),
      sql`${salesmanClients.lastChosenAt} is null`,
      desc(salesmanClients.lastChosenAt),
      asc(accounts.id),
    )
    .limit(1);
  return first?.id ?? null;
}

/** remix-auth with the form strategy: the action passes the already-validated credentials. */
export const authenticator = new Authenticator<SignedIn | null>();
authenticator.use(
  new FormStrategy(async ({ form }) => verifyLogin(String(form.get("email") ?? ""), String(form.get("password") ?? ""))),
  "form",
);

/**
 * The signed-in viewer of this request, looked up once per request. An expired session is removed;
 * one within the refresh window gets new tokens (SPEC.md section 4); a failed refresh is no session.
 */
export function getViewer(request: Request, context: AppLoadContext): Promise<Viewer | null> {
  return memoize(context, "viewer", async () => {
    const token = await readSessionToken(request);
    const viewer = token ? await findViewer(token) : null;
    if (!viewer) return null;
    const now = new Date();
    const decision = refreshDecision({ now, genTime: viewer.genTime, expiresInSeconds: viewer.expiresIn });
    if (decision === "expired") {
      await deleteSessionById(viewer.sessionId);
      return null;
    }
    if (decision === "refresh" && !(await refreshSession(viewer.sessionId, viewer.genTime, now))) return null;
    return viewer;
  });
}

export function loginRedirect(request: Request): Response {
  const url = new URL(request.url);
  const back = safeRedirect(`${url.pathname}${url.search}`, "/");
  const search = back === "/" ? "" : `?${new URLSearchParams({ redirectTo: back })}`;
  return redirect(`/login${search}`);
}

/** For protected routes: the viewer, or a redirect to /login that comes back here afterwards. */
export async function requireViewer(request: Request, context: AppLoadContext): Promise<Viewer> {
  const viewer = await getViewer(request, context);
  if (!viewer) throw loginRedirect(request);
  return viewer;
}
