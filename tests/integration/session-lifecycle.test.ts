import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { loader as homeLoader } from "~/routes/_index/route";
import { loader as cartLoader } from "~/routes/cart/route";
import { action as loginAction, loader as loginLoader } from "~/routes/login/route";
import { action as logoutAction } from "~/routes/logout";
import { sessionCookie } from "~/services/identity/session.server";
import { issuePictureChallenge, pictureCodeFor } from "~/services/identity/verification.server";
import { contextFor, getRequest, postForm, sessionCookieFor, settle } from "~tests/support/requests";

const HOUR = 60 * 60 * 1000;

async function rowOf(cookie: string) {
  const token = (await sessionCookie(getRequest("/")).parse(cookie)) as string;
  const id = crypto.createHash("sha256").update(token).digest("hex");
  const [row] = await db().select().from(sessions).where(eq(sessions.id, id));
  return { id, row };
}

async function ageSession(cookie: string, ageMs: number) {
  const { id } = await rowOf(cookie);
  await db().update(sessions).set({ genTime: new Date(Date.now() - ageMs) }).where(eq(sessions.id, id));
}

const openHome = (cookie?: string) => settle(() => homeLoader({ request: getRequest("/", { cookie }), context: contextFor(), params: {} }));
const openCart = (cookie: string | undefined, path: string) => settle(() => cartLoader({ request: getRequest(path, { cookie }), context: contextFor(), params: {} }));

describe("the session on protected requests (SPEC.md section 4, decision 0011)", () => {
  it("within 24 hours of genTime and not expired: the tokens rotate and genTime moves", async () => {
    const cookie = await sessionCookieFor("buyer.es@demo.test");
    await ageSession(cookie, 2 * HOUR);
    const before = (await rowOf(cookie)).row!;
    const reply = await openHome(cookie);
    expect(reply.status).toBe(200);
    const after = (await rowOf(cookie)).row!;
    expect(after.accessTokenHash).not.toBe(before.accessTokenHash);
    expect(after.refreshTokenHash).not.toBe(before.refreshTokenHash);
    expect(after.genTime.getTime()).toBeGreaterThan(before.genTime.getTime() + HOUR);
    expect(Date.now() - after.genTime.getTime()).toBeLessThan(60_000);
  });

  it("older than 24 hours but not expired: kept as it is, no refresh", async () => {
    const cookie = await sessionCookieFor("buyer.es@demo.test");
    await ageSession(cookie, 30 * HOUR);
    const before = (await rowOf(cookie)).row!;
    expect((await openHome(cookie)).status).toBe(200);
    const after = (await rowOf(cookie)).row!;
    expect(after.accessTokenHash).toBe(before.accessTokenHash);
    expect(after.genTime.getTime()).toBe(before.genTime.getTime());
  });

  it("past expiry: to /login with redirectTo, and the session row is gone", async () => {
    const cookie = await sessionCookieFor("buyer.es@demo.test");
    await ageSession(cookie, 8 * 24 * HOUR);
    const reply = await openCart(cookie, "/cart?tab=new");
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent("/cart?tab=new")}`);
    expect((await rowOf(cookie)).row).toBeUndefined();
  });

  it("no cookie: to /login, and back to the page after signing in", async () => {
    const first = await openCart(undefined, "/cart?x=1");
    const location = first.headers.get("Location")!;
    expect(location).toBe(`/login?redirectTo=${encodeURIComponent("/cart?x=1")}`);
    const page = await settle(() => loginLoader({ request: getRequest(location), context: contextFor(), params: {} }));
    const { redirectTo } = page.data as { redirectTo: string };
    const challenge = await issuePictureChallenge();
    const signIn = await settle(() =>
      loginAction({
        request: postForm("/login", { email: "buyer.de@demo.test", password: "Demo12345", challenge, code: pictureCodeFor(challenge), redirectTo }),
        context: contextFor(),
        params: {},
      }),
    );
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get("Location")).toBe("/cart?x=1");
  });

  it("a deleted session (refresh failure) sends the visitor to /login", async () => {
    const cookie = await sessionCookieFor("buyer.es@demo.test");
    const { id } = await rowOf(cookie);
    await db().delete(sessions).where(eq(sessions.id, id));
    const reply = await openHome(cookie);
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/login");
  });

  it("logout deletes the row, so the old cookie opens nothing", async () => {
    const cookie = await sessionCookieFor("buyer.fr@demo.test");
    expect((await openHome(cookie)).status).toBe(200);
    const out = await settle(() => logoutAction({ request: postForm("/logout", {}, { cookie }), context: contextFor(), params: {} }));
    expect(out.status).toBe(302);
    expect(out.headers.get("Set-Cookie")).toMatch(/Max-Age=0/i);
    expect((await rowOf(cookie)).row).toBeUndefined();
    const reply = await openHome(cookie);
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/login");
  });

  it("a script asking for JSON gets 401 with the session-gone code instead of a redirect", async () => {
    const request = getRequest("/cart", { headers: { Accept: "application/json" } });
    const reply = await settle(() => cartLoader({ request, context: contextFor(), params: {} }));
    expect(reply.status).toBe(401);
    expect(reply.data).toEqual({ code: 14106, message: "Your session has ended. Sign in again." });
    const page = await settle(() => cartLoader({ request: getRequest("/cart", { headers: { Accept: "text/html,application/json" } }), context: contextFor(), params: {} }));
    expect(page.status).toBe(302);
  });
});
