import crypto from "node:crypto";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { type PgSelect, alias } from "drizzle-orm/pg-core";
import { type Executor, db } from "~/db/client.server";
import { prepared } from "~/db/prepared.server";
import { type AccountRole, accounts, companies, sessions } from "~/db/schema";
import type { Actor } from "./actor.server";
import { shopCookie } from "~/services/platform/cookies.server";
import { sessionSecrets } from "~/services/platform/secrets.server";

/** Lifetime of a session's access token (expires_in), in seconds. */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

/** httpOnly, SameSite=Lax; Secure with the __Host- prefix in production (DESIGN.md item 5, decision 0076). */
export const sessionCookie = shopCookie("session", () => ({ secrets: sessionSecrets(), maxAge: SESSION_TTL_SECONDS }));

/** "Keep account": the email is remembered for the next visit (SPEC.md section 3). */
export const keepAccountCookie = shopCookie("keep_account");

const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");
const randomToken = () => crypto.randomBytes(32).toString("base64url");

export type Viewer = {
  sessionId: string;
  accountId: number;
  role: AccountRole;
  fullName: string;
  email: string;
  language: string | null;
  /** The account whose prices, cart and orders are shown: the buyer, or the client a salesman acts for. */
  acting: Actor | null;
  /**
   * The header's count: the cart's entries (single lines, combination groups, pallets with goods:
   * each one, as the cart page's summary counts them) and all their units; the single lines alone;
   * and the groups plus every pallet, empty ones too (the cart page reads those only when there are some).
   * Null on the pages that do not read them (isCartQuietPath: the help centre, the sign-in pages …).
   */
  cart: { lines: number; quantity: number; singles: number; groups: number } | null;
  /** Unread messages of the acting account (or of the signed-in account when none). */
  unreadMessages: number;
  /** Download packages of the acting account finished since it last opened the download centre. */
  finishedDownloads: number;
  genTime: Date;
  expiresIn: number;
};

type NewSession = { accountId: number; actingAccountId: number | null; countryCode: string | null; isTest: boolean };

/** Creates a session row and returns the cookie token (only its hash is stored). */
export async function createSession(input: NewSession, now = new Date()): Promise<string> {
  const token = randomToken();
  await db()
    .insert(sessions)
    .values({
      id: hashToken(token),
      accountId: input.accountId,
      actingAccountId: input.actingAccountId,
      accessTokenHash: hashToken(randomToken()),
      refreshTokenHash: hashToken(randomToken()),
      expiresIn: SESSION_TTL_SECONDS,
      genTime: now,
      claims: { country_code: input.countryCode, is_test: input.isTest },
    });
  return token;
}

export async function deleteSession(token: string): Promise<void> {
  await db().delete(sessions).where(eq(sessions.id, hashToken(token)));
}

export async function readSessionToken(request: Request): Promise<string | null> {
  const value: unknown = await sessionCookie(request).parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 ? value : null;
}

const actingAccount = alias(accounts, "acting_account");

/** What an Actor takes from the company: read with the session here, with the bearer token by the API. */
export const companyActorColumns = {
  companyId: companies.id,
  companyName: companies.name,
  countryCode: companies.countryCode,
  currency: companies.currency,
  accountSet: companies.accountSet,
  official: companies.official,
  isTest: companies.isTest,
  userRateBp: companies.userRateBp,
  allowedLanguages: companies.allowedLanguages,
  salesScopeId: companies.salesScopeId,
};

/** The account's side of an Actor: who acts, and the salesman acting for him if any. */
type ActorPerson = Pick<Actor, "accountId" | "salesmanId" | "fullName" | "email" | "language">;
/** The company's side of an Actor as `companyActorColumns` reads it (its codes are fixed-width `char`). */
type ActorCompany = Omit<Actor, keyof ActorPerson>;

/** An Actor from an account and its company's row: the one place the company's codes are trimmed. */
export function actorFromRow(person: ActorPerson, company: ActorCompany): Actor {
  return {
    accountId: person.accountId,
    salesmanId: person.salesmanId,
    fullName: person.fullName,
    email: person.email,
    language: person.language,
    companyId: company.companyId,
    companyName: company.companyName,
    countryCode: company.countryCode.trim(),
    currency: company.currency.trim(),
    accountSet: company.accountSet,
    official: company.official,
    isTest: company.isTest,
    userRateBp: company.userRateBp,
    allowedLanguages: company.allowedLanguages,
    salesScopeId: company.salesScopeId,
  };
}

/** What every page's session statement reads besides the cart counts. */
const viewerColumns = {
  sessionId: sessions.id,
  accountId: accounts.id,
  role: accounts.role,
  fullName: accounts.fullName,
  email: accounts.email,
  language: accounts.language,
  actingId: actingAccount.id,
  actingFullName: actingAccount.fullName,
  actingEmail: actingAccount.email,
  actingLanguage: actingAccount.language,
  ...companyActorColumns,
  unreadMessages: sql<number>`(select count(*) from messages m where m.account_id = coalesce(${sessions.actingAccountId}, ${sessions.accountId}) and m.read_at is null)::int`,
  finishedDownloads: sql<number>`(select count(*) from download_records d where d.account_id = ${sessions.actingAccountId} and d.finished_at is not null and d.seen_at is null)::int`,
  genTime: sessions.genTime,
  expiresIn: sessions.expiresIn,
};

/** The cart's entries as its page counts them (decision 0108): single lines, combination groups, pallets with goods. */
const cartColumns = {
  cartSingles: sql<number>`(select count(*) from cart_items ci where ci.account_id = ${sessions.actingAccountId})::int`,
  cartLines: sql<number>`((select count(*) from cart_items ci where ci.account_id = ${sessions.actingAccountId})
    + (select count(*) from cart_combinations cc where cc.account_id = ${sessions.actingAccountId})
    + (select count(*) from cart_outlet_items co where co.account_id = ${sessions.actingAccountId})
    + (select count(*) from cart_pallets cp where cp.account_id = ${sessions.actingAccountId} and exists (select 1 from cart_pallet_items pi where pi.pallet_id = cp.id)))::int`,
  // Their units: a line's quantity, a group's sets × its items' quantities per set, a pallet's cartons × units per carton.
  cartQuantity: sql<number>`least(2147483647, (select coalesce(sum(ci.quantity), 0) from cart_items ci where ci.account_id = ${sessions.actingAccountId})
    + (select coalesce(sum(co.quantity), 0) from cart_outlet_items co where co.account_id = ${sessions.actingAccountId})
    + (select coalesce(sum(cc.sets::bigint * it.quantity), 0) from cart_combinations cc join combination_items it on it.combination_id = cc.combination_id where cc.account_id = ${sessions.actingAccountId})
    + (select coalesce(sum(pi.cartons::bigint * greatest(1, p.pkg_num)), 0) from cart_pallets cp join cart_pallet_items pi on pi.pallet_id = cp.id join products p on p.id = pi.product_id
         where cp.account_id = ${sessions.actingAccountId}))::int`,
  cartGroups: sql<number>`((select count(*) from cart_combinations cc where cc.account_id = ${sessions.actingAccountId}) + (select count(*) from cart_pallets cp where cp.account_id = ${sessions.actingAccountId})
    + (select count(*) from cart_outlet_items co where co.account_id = ${sessions.actingAccountId}))::int`,
};

/** The session's row with what it reads: its account, the account it acts for and that one's company. */
function sessionRow<Query extends PgSelect>(query: Query) {
  return (
    query
      // A disabled account's sessions end at once (decision 0112): they are no session.
      .innerJoin(accounts, and(eq(accounts.id, sessions.accountId), isNull(accounts.disabledAt)))
      .leftJoin(actingAccount, eq(actingAccount.id, sessions.actingAccountId))
      .leftJoin(companies, eq(companies.id, actingAccount.companyId))
      .where(eq(sessions.id, sql.placeholder("sessionId")))
      .limit(1)
  );
}

/**
 * The one query per request behind every page: the session, its account, the account it acts
 * for with the company, the cart counts, the unread messages and the finished download packages. The caller decides about expiry
 * and refresh (refreshDecision).
 */
const viewerQuery = prepared("viewer", (database) => sessionRow(database.select({ ...viewerColumns, ...cartColumns }).from(sessions).$dynamic()));

/** The same without the cart counts: for the pages that must not read them (SPEC.md section 2, isCartQuietPath). */
const quietViewerQuery = prepared("viewer-without-cart", (database) => sessionRow(database.select(viewerColumns).from(sessions).$dynamic()));

/** The viewer's cart counts on a page that reads them (every page but those of isCartQuietPath). */
export function cartCountsOf(viewer: Viewer): NonNullable<Viewer["cart"]> {
  if (!viewer.cart) throw new Error("the cart counts are not read on this page (isCartQuietPath)");
  return viewer.cart;
}

/** The session's viewer; with `cart: false` the cart counts are not read (the viewer's `cart` is null). */
export async function findViewer(token: string, { cart = true }: { cart?: boolean } = {}): Promise<Viewer | null> {
  const sessionId = hashToken(token);
  const withCart = cart ? (await viewerQuery().execute({ sessionId }))[0] : undefined;
  const row = cart ? withCart : (await quietViewerQuery().execute({ sessionId }))[0];
  if (!row) return null;
  const acting: Actor | null =
    row.actingId !== null && row.companyId !== null
      ? actorFromRow(
          { accountId: row.actingId, salesmanId: row.role === "salesman" ? row.accountId : null, fullName: row.actingFullName ?? "", email: row.actingEmail ?? "", language: row.actingLanguage },
          {
            companyId: row.companyId,
            companyName: row.companyName ?? "",
            countryCode: row.countryCode ?? "",
            currency: row.currency ?? "EUR",
            accountSet: row.accountSet ?? "standard",
            official: row.official ?? false,
            isTest: row.isTest ?? false,
            userRateBp: row.userRateBp ?? 0,
            allowedLanguages: row.allowedLanguages,
            salesScopeId: row.salesScopeId,
          },
        )
      : null;
  return {
    sessionId: row.sessionId,
    accountId: row.accountId,
    role: row.role,
    fullName: row.fullName,
    email: row.email,
    language: row.language,
    acting,
    cart: withCart ? { lines: withCart.cartLines, quantity: withCart.cartQuantity, singles: withCart.cartSingles, groups: withCart.cartGroups } : null,
    unreadMessages: row.unreadMessages,
    finishedDownloads: row.finishedDownloads,
    genTime: row.genTime,
    expiresIn: row.expiresIn,
  };
}

/**
 * Rotates the access and refresh tokens and restarts the generation time. Two parallel requests
 * may both try: the generation time in the condition lets one win, and the other finds the
 * session already refreshed, which is just as good. False when the session is gone.
 */
export async function refreshSession(sessionId: string, seenGenTime: Date, now = new Date()): Promise<boolean> {
  const updated = await db()
    .update(sessions)
    .set({ accessTokenHash: hashToken(randomToken()), refreshTokenHash: hashToken(randomToken()), genTime: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.genTime, seenGenTime)))
    .returning({ id: sessions.id });
  if (updated.length > 0) return true;
  const [still] = await db().select({ id: sessions.id }).from(sessions).where(eq(sessions.id, sessionId));
  return still !== undefined;
}

export async function deleteSessionById(sessionId: string): Promise<void> {
  await db().delete(sessions).where(eq(sessions.id, sessionId));
}

/** After a password change or reset: every session of the account ends, except the one given. */
export async function endOtherSessions(accountId: number, keepSessionId: string | null): Promise<void> {
  await db()
    .delete(sessions)
    .where(keepSessionId ? and(eq(sessions.accountId, accountId), ne(sessions.id, keepSessionId)) : eq(sessions.accountId, accountId));
}

/** A salesman switches the client he acts for (the session's claims follow the client). */
export async function setActingAccount(
  sessionId: string,
  acting: { accountId: number; countryCode: string | null; isTest: boolean },
  executor: Executor = db(),
) {
  await executor
    .update(sessions)
    .set({ actingAccountId: acting.accountId, claims: { country_code: acting.countryCode, is_test: acting.isTest } })
    .where(eq(sessions.id, sessionId));
}
