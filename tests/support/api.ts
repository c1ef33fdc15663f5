/**
 * API clients for tests (decision 0107): an approved application with a live secret, inserted as
 * the application page and the staff command leave them (the shared contract: a secret is `cs_` +
 * base64url of 32 bytes, kept as the SHA-256 hex of the whole string), and the calls a shop makes.
 */
import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { accounts, apiApplications, apiClientSecrets, apiTokens, brands, companies } from "~/db/schema";
import { API_SCOPES, type ApiApplicationStatus, type ApiScope, type DataWanted } from "~/domain/api-access";
import { hashClientSecret, newClientId, newClientSecret } from "~/services/api-access/credentials.server";
import { issueToken } from "~/services/api/tokens.server";
import { accountId } from "./requests";

export type TestApiClient = {
  applicationId: number;
  secretId: number;
  clientId: string;
  clientSecret: string;
  brand: string;
  tenantId: number;
  country: string;
  accountId: number;
};

const DATA_OF: Record<ApiScope, DataWanted> = { products: "basic", images: "images", stock: "inventory", categories: "classification", parameters: "parameters" };

export { newClientSecret };

/** An application of the account for the brand (replacing any it had), approved with the scopes unless told. */
export async function createApiClient(
  email: string,
  { brand = "aigostar", scopes = [...API_SCOPES], status = "approved" }: { brand?: string; scopes?: ApiScope[]; status?: ApiApplicationStatus } = {},
): Promise<TestApiClient> {
  const account = await accountId(email);
  await db().delete(apiApplications).where(and(eq(apiApplications.accountId, account), eq(apiApplications.brandKey, brand)));
  const clientId = newClientId();
  const [application] = await db()
    .insert(apiApplications)
    .values({
      accountId: account,
      brandKey: brand,
      companyName: "Test shop",
      shopUrl: "https://shop.example/",
      enterpriseSize: "11-50",
      technicalStaff: true,
      dataWanted: scopes.map((scope) => DATA_OF[scope]),
      status,
      scopes,
      clientId,
      decidedAt: new Date(),
      decidedBy: "test",
    })
    .returning({ id: apiApplications.id });
  const clientSecret = newClientSecret();
  const [secret] = await db()
    .insert(apiClientSecrets)
    .values({ applicationId: application!.id, secretHash: hashClientSecret(clientSecret), hint: clientSecret.slice(-4) })
    .returning({ id: apiClientSecrets.id });
  const [row] = await db()
    .select({ tenantId: brands.tenantId, country: companies.countryCode })
    .from(accounts)
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .innerJoin(brands, eq(brands.key, brand))
    .where(eq(accounts.id, account));
  return { applicationId: application!.id, secretId: secret!.id, clientId, clientSecret, brand, tenantId: row!.tenantId, country: row!.country.trim(), accountId: account };
}

/** A token for the client, as the token endpoint issues it. */
export async function tokenFor(client: TestApiClient, now = new Date()): Promise<string> {
  const issued = await issueToken({ clientId: client.clientId, clientSecret: client.clientSecret, now });
  if ("refused" in issued) throw new Error(`no token for ${client.clientId}: ${issued.refused}`);
  return issued.accessToken;
}

/** Rotation as the application page does it: the old secret and its tokens end, a new one is live. */
export async function rotateSecret(client: TestApiClient, now = new Date()): Promise<TestApiClient> {
  await db().update(apiClientSecrets).set({ revokedAt: now }).where(eq(apiClientSecrets.id, client.secretId));
  await db().update(apiTokens).set({ revokedAt: now }).where(eq(apiTokens.secretId, client.secretId));
  const clientSecret = newClientSecret();
  const [secret] = await db()
    .insert(apiClientSecrets)
    .values({ applicationId: client.applicationId, secretHash: hashClientSecret(clientSecret), hint: clientSecret.slice(-4) })
    .returning({ id: apiClientSecrets.id });
  return { ...client, clientSecret, secretId: secret!.id };
}

/** The headers of a resource call for the client (the tests', the reliability suite's and the bench's). */
export function callHeadersOf(client: Pick<TestApiClient, "brand" | "tenantId" | "country">, token: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    Authorization: `Bearer ${token}`,
    "X-Platform": "BS",
    "X-Brand": client.brand,
    "X-Tenant-Id": String(client.tenantId),
    "X-Country": client.country,
    "Accept-Language": "en",
    ...extra,
  };
}

export function apiRequest(path: string, headers: Record<string, string>, init: RequestInit = {}): Request {
  return new Request(`http://localhost:3000/api/v1.0${path}`, { ...init, headers: { ...headers, ...(init.headers as Record<string, string> | undefined) } });
}

/** An answer's status, headers and parsed body (null for none). */
export async function read(answer: Response | Promise<Response> | unknown): Promise<{ status: number; headers: Headers; body: unknown }> {
  const response = (await answer) as Response;
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === "" ? null : (JSON.parse(text) as unknown) };
}
