import type { AppLoadContext } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { type AccountRole, accounts, companies } from "~/db/schema";
import { refreshDecision } from "~/domain/session-refresh";
import { isCartQuietPath } from "~/domain/shell";
import { hashPassword, verifyPassword } from "./password-hashing.server";
import { memoize } from "~/services/platform/request-context.server";
import { defaultClientOf } from "./salesman-clients.server";
import { type Viewer, deleteSessionById, findViewer, readSessionToken, refreshSession } from "./session.server";
import { accountEmailIs } from "./account-email.server";

export type SignedIn = {
  accountId: number;
  role: AccountRole;
  /** False until the buyer opened the link of the confirmation mail. */
  emailConfirmed: boolean;
  actingAccountId: number | null;
  countryCode: string | null;
  isTest: boolean;
};

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
      emailVerifiedAt: accounts.emailVerifiedAt,
      disabledAt: accounts.disabledAt,
      countryCode: companies.countryCode,
      isTest: companies.isTest,
    })
    .from(accounts)
    .leftJoin(companies, eq(companies.id, accounts.companyId))
    .where(accountEmailIs(email))
    .limit(1);
  if (!account) {
    dummyHash ??= hashPassword("not-a-real-password-0");
    await verifyPassword(await dummyHash, password);
    return null;
  }
  if (!(await verifyPassword(account.passwordHash, password))) return null;
  // A disabled account is refused like any other mismatch (decision 0112): nothing tells which part was wrong.
  if (account.disabledAt !== null) return null;
  const emailConfirmed = account.emailVerifiedAt !== null;
  if (account.role === "service" || account.role === "admin") {
    // Staff act as themselves, never for a client: no acting account, no prices of their own.
    return { accountId: account.id, role: account.role, emailConfirmed, actingAccountId: null, countryCode: null, isTest: false };
  }
  if (account.role === "salesman") {
    const client = await defaultClientOf(account.id);
    return {
      accountId: account.id,
      role: "salesman",
      emailConfirmed,
      actingAccountId: client?.accountId ?? null,
      countryCode: client?.countryCode ?? null,
      isTest: client?.isTest ?? false,
    };
  }
  return {
    accountId: account.id,
    role: "buyer",
    emailConfirmed,
    actingAccountId: account.id,
    countryCode: account.countryCode?.trim() ?? null,
    isTest: account.isTest ?? false,
  };
}

/**
 * The signed-in viewer of this request, looked up once per request. An expired session is removed;
 * one within the refresh window gets new tokens (SPEC.md section 4); a failed refresh is no session.
 * On the pages where the cart counts are not read (isCartQuietPath) the viewer's `cart` is null.
 */
export function getViewer(request: Request, context: AppLoadContext): Promise<Viewer | null> {
  return memoize(context, "viewer", async () => {
    const token = await readSessionToken(request);
    // The pages that must not read the cart counts (SPEC.md section 2) read the session without them.
    const viewer = token ? await findViewer(token, { cart: !isCartQuietPath(new URL(request.url).pathname) }) : null;
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
