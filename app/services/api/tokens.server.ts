/**
 * Bearer tokens of the API (decision 0107): OAuth 2.0 client credentials exchanged for a token of
 * 256 random bits (`at_` + base64url), of which only the SHA-256 is kept, with its expiry. Every
 * call looks its token up in one indexed read joined to the secret, the application and the
 * account, so a rotation or a revocation takes effect at once on every app server.
 */
import crypto from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { prepared } from "~/db/prepared.server";
import { accounts, apiApplications, apiClientSecrets, apiTokens, brands, companies } from "~/db/schema";
import { API_TOKEN_SECONDS, type ApiApplicationStatus, type ApiScope, CLIENT_ID_PREFIX, CLIENT_SECRET_PREFIX } from "~/domain/api-access";
import { hashClientSecret } from "~/services/api-access/credentials.server";
import type { Actor } from "~/services/identity/actor.server";
import { actorFromRow, companyActorColumns } from "~/services/identity/session.server";

/**
 * What api_tokens.token_hash keeps of a bearer token: the SHA-256 hex of the whole string, the
 * rule of the client secrets (hashClientSecret); 256 random bits need no slow hash either.
 */
export const hashToken = (token: string): string => hashClientSecret(token);

export const TOKEN_PREFIX = "at_";
/** 32 random bytes in base64url are 43 characters. */
const TOKEN_SHAPE = /^at_[A-Za-z0-9_-]{43}$/;
const SECRET_SHAPE = /^cs_[A-Za-z0-9_-]{43}$/;
const CLIENT_ID_SHAPE = /^am_[A-Za-z0-9]{1,64}$/;

export const looksLikeToken = (value: string) => TOKEN_SHAPE.test(value);
export const looksLikeSecret = (value: string) => value.startsWith(CLIENT_SECRET_PREFIX) && SECRET_SHAPE.test(value);
export const looksLikeClientId = (value: string) => value.startsWith(CLIENT_ID_PREFIX) && CLIENT_ID_SHAPE.test(value);

export type IssuedToken = { accessToken: string; expiresIn: number; scopes: ApiScope[] };
export type TokenRefusal = "invalid_client" | "unauthorized_client" | "invalid_scope";

/**
 * Exchanges a client id and its live secret for a token. An unknown id, a wrong, rotated or
 * revoked secret are all `invalid_client` (nothing tells which); an application that is no longer
 * approved is `unauthorized_client`; a scope asked for that was not granted is `invalid_scope`
 * (the token carries every scope granted). Expired tokens of the application are deleted on the way.
 */
export async function issueToken({
  clientId,
  clientSecret,
  requestedScopes = [],
  now = new Date(),
}: {
  clientId: string;
  clientSecret: string;
  requestedScopes?: readonly string[];
  now?: Date;
}): Promise<IssuedToken | { refused: TokenRefusal }> {
  if (!looksLikeClientId(clientId) || !looksLikeSecret(clientSecret)) return { refused: "invalid_client" };
  const [found] = await db()
    .select({ secretId: apiClientSecrets.id, applicationId: apiApplications.id, clientId: apiApplications.clientId, status: apiApplications.status, scopes: apiApplications.scopes })
    .from(apiClientSecrets)
    .innerJoin(apiApplications, eq(apiApplications.id, apiClientSecrets.applicationId))
    .where(and(eq(apiClientSecrets.secretHash, hashClientSecret(clientSecret)), sql`${apiClientSecrets.revokedAt} is null`))
    .limit(1);
  // Found by its secret, which must be this client's (the id is no secret: a plain comparison).
  if (!found || found.clientId !== clientId) return { refused: "invalid_client" };
  if (found.status !== "approved") return { refused: "unauthorized_client" };
  if (requestedScopes.some((scope) => !(found.scopes as readonly string[]).includes(scope))) return { refused: "invalid_scope" };
  const accessToken = `${TOKEN_PREFIX}${crypto.randomBytes(32).toString("base64url")}`;
  await db().transaction(async (tx) => {
    await tx.delete(apiTokens).where(and(eq(apiTokens.applicationId, found.applicationId), lt(apiTokens.expiresAt, now)));
    await tx.insert(apiTokens).values({
      tokenHash: hashToken(accessToken),
      applicationId: found.applicationId,
      secretId: found.secretId,
      issuedAt: now,
      expiresAt: new Date(now.getTime() + API_TOKEN_SECONDS * 1000),
    });
  });
  return { accessToken, expiresIn: API_TOKEN_SECONDS, scopes: found.scopes };
}

/** Whose a token is: the application, its brand and tenant, and the account as the services take it. */
export type ApiClient = {
  applicationId: number;
  clientId: string;
  status: ApiApplicationStatus;
  scopes: ApiScope[];
  brandKey: string;
  tenantId: number;
  actor: Actor;
};

export type TokenLookup = { found: "invalid" } | { found: "client"; client: ApiClient };

const tokenQuery = prepared("api_token", (database) =>
  database
    .select({
      expiresAt: apiTokens.expiresAt,
      tokenRevokedAt: apiTokens.revokedAt,
      secretRevokedAt: apiClientSecrets.revokedAt,
      applicationId: apiApplications.id,
      clientId: apiApplications.clientId,
      status: apiApplications.status,
      scopes: apiApplications.scopes,
      brandKey: apiApplications.brandKey,
      tenantId: brands.tenantId,
      accountId: accounts.id,
      fullName: accounts.fullName,
      email: accounts.email,
      language: accounts.language,
      company: companyActorColumns,
    })
    .from(apiTokens)
    .innerJoin(apiClientSecrets, eq(apiClientSecrets.id, apiTokens.secretId))
    .innerJoin(apiApplications, eq(apiApplications.id, apiTokens.applicationId))
    .innerJoin(brands, eq(brands.key, apiApplications.brandKey))
    .innerJoin(accounts, eq(accounts.id, apiApplications.accountId))
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(eq(apiTokens.tokenHash, sql.placeholder("hash")))
    .limit(1),
);

/** The client behind a bearer token: `invalid` when unknown, expired, revoked or its secret is. */
export async function findClient(token: string, now = new Date()): Promise<TokenLookup> {
  if (!looksLikeToken(token)) return { found: "invalid" };
  const [row] = await tokenQuery().execute({ hash: hashToken(token) });
  if (!row || row.tokenRevokedAt !== null || row.secretRevokedAt !== null || row.expiresAt.getTime() <= now.getTime() || row.clientId === null) {
    return { found: "invalid" };
  }
  const { applicationId, clientId, status, scopes, brandKey, tenantId, accountId, fullName, email, language, company } = row;
  return {
    found: "client",
    client: {
      applicationId,
      clientId,
      status,
      scopes,
      brandKey,
      tenantId,
      actor: actorFromRow({ accountId, salesmanId: null, fullName, email, language }, company),
    },
  };
}
