import type { SubmissionResult } from "@conform-to/react";
import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { accounts } from "~/db/schema";
import { type Message, readMessage } from "~/domain/form-message";
import { type Actor, requireActor } from "~/services/identity/actor.server";
import { getViewer, verifyLogin } from "~/services/identity/auth.server";
import { chooseClient } from "~/services/identity/salesman-clients.server";
import { type RequestContext, createRequestContext } from "~/services/platform/request-context.server";
import { createSession, sessionCookie } from "~/services/identity/session.server";

export const ORIGIN = "http://localhost:3000";

/** The load context the HTTP server would build for this host. */
export function contextFor(host = "localhost:3000", url = "/"): RequestContext {
  return createRequestContext({ host, url, cspNonce: "test-nonce", clientIp: "203.0.113.7" });
}

/** A signed-in session for a demo account, as the Cookie header value. */
export async function sessionCookieFor(email: string): Promise<string> {
  const [account] = await db().select({ id: accounts.id }).from(accounts).where(sql`lower(${accounts.email}) = ${email.toLowerCase()}`);
  if (!account) throw new Error(`no account ${email}`);
  const signedIn = await verifyLogin(email, "Demo12345");
  if (!signedIn) throw new Error(`cannot sign in ${email}`);
  const token = await createSession(signedIn);
  return (await sessionCookie(getRequest("/")).serialize(token)).split(";")[0]!;
}

export async function accountId(email: string): Promise<number> {
  const [account] = await db().select({ id: accounts.id }).from(accounts).where(eq(sql`lower(${accounts.email})`, email.toLowerCase()));
  if (!account) throw new Error(`no account ${email}`);
  return account.id;
}

type RequestOptions = { cookie?: string; headers?: Record<string, string> };

export function getRequest(path: string, { cookie, headers }: RequestOptions = {}): Request {
  return new Request(`${ORIGIN}${path}`, { headers: { ...(cookie ? { Cookie: cookie } : {}), ...headers } });
}

export function postForm(path: string, fields: Record<string, string | string[]>, { cookie, headers }: RequestOptions = {}): Request {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}), ...headers },
  });
}

/**
 * A refused form's reply (decision 0093) as a test reads it: the first message, the messages by
 * field ("" for the whole form), and what came back typed.
 */
export function refusal(data: unknown): { message: Message | null; errors: Record<string, Message[]>; typed: Record<string, unknown> } {
  const reply = data as SubmissionResult<string[]>;
  if (reply?.status !== "error") throw new Error(`not a refused form: ${JSON.stringify(data)}`);
  const errors = Object.fromEntries(Object.entries(reply.error ?? {}).map(([name, messages]) => [name, (messages ?? []).map(readMessage)]));
  return { message: Object.values(errors).flat()[0] ?? null, errors, typed: reply.initialValue ?? {} };
}

/** Route functions return data(), a Response, or throw a Response: this normalises them. */
export async function settle(run: () => Promise<unknown> | unknown): Promise<{ status: number; headers: Headers; data: unknown }> {
  try {
    const result = await run();
    return unwrap(result);
  } catch (thrown) {
    return unwrap(thrown);
  }
}

async function unwrap(value: unknown) {
  if (value instanceof Response) {
    const text = await value.text();
    let data: unknown = text;
    try {
      data = JSON.parse(text);
    } catch {
      // plain text
    }
    return { status: value.status, headers: value.headers, data };
  }
  if (value && typeof value === "object" && "type" in value && (value as { type: unknown }).type === "DataWithResponseInit") {
    const wrapped = value as unknown as { data: unknown; init: ResponseInit | null };
    return { status: wrapped.init?.status ?? 200, headers: new Headers(wrapped.init?.headers), data: wrapped.data };
  }
  if (value instanceof Error) throw value;
  return { status: 200, headers: new Headers(), data: value };
}

/** The acting account the guard gives a signed-in demo account (a buyer's own). */
export async function actorFor(email: string, path = "/"): Promise<Actor> {
  return requireActor(getRequest(path, { cookie: await sessionCookieFor(email) }), contextFor());
}

/** A salesman signed in and acting for a client: the actor his pages get, and the ids. */
export async function salesmanActingFor(salesmanEmail: string, clientEmail: string, path = "/"): Promise<{ actor: Actor; salesmanId: number; clientId: number }> {
  const cookie = await sessionCookieFor(salesmanEmail);
  const salesmanId = await accountId(salesmanEmail);
  const clientId = await accountId(clientEmail);
  const viewer = await getViewer(getRequest("/", { cookie }), contextFor());
  await chooseClient({ salesmanId, sessionId: viewer!.sessionId, clientAccountId: clientId });
  return { actor: await requireActor(getRequest(path, { cookie }), contextFor()), salesmanId, clientId };
}
