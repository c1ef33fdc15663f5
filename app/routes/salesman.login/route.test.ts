import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { accounts, salesmanClients, sessions } from "~/db/schema";
import { createRequestContext } from "~/services/platform/request-context.server";
import { findViewer, sessionCookie } from "~/services/identity/session.server";
import { issuePictureChallenge, pictureCodeFor } from "~/services/identity/verification.server";
import { accountId, getRequest, postForm, settle } from "~tests/support/requests";
import type { SignInActionData } from "../login/sign-in.server";
import { action, loader } from "./route";

let addressCounter = 0;
function freshContext() {
  addressCounter += 1;
  return createRequestContext({ host: "localhost:3000", url: "/", cspNonce: "n", clientIp: `192.0.2.${addressCounter}` });
}

async function submit(fields: Record<string, string>, context = freshContext()) {
  const reply = await settle(() => action({ request: postForm("/salesman/login", fields), context, params: {} }));
  return { ...reply, context, body: reply.data as SignInActionData };
}

async function answered(fields: Record<string, string>) {
  const challenge = await issuePictureChallenge();
  return { challenge, code: pictureCodeFor(challenge), ...fields };
}

describe("GET /salesman/login", () => {
  it("shows its own title and a challenge", async () => {
    const reply = await settle(() => loader({ request: getRequest("/salesman/login"), context: freshContext(), params: {} }));
    expect(reply.status).toBe(200);
    const data = reply.data as { title: string; challenge: string };
    expect(data.title).toBe("Office sign-in – Aigostar");
    expect(data.challenge).toMatch(/^[A-Za-z0-9]{32}$/);
  });
});

describe("POST /salesman/login", () => {
  it("rejects bad input with 400, keeps the email, never echoes the password", async () => {
    const reply = await submit({ email: "sales@", password: "secret999", code: "" });
    expect(reply.status).toBe(400);
    expect(reply.body.result.error?.email).toEqual(["validation.email.invalid"]);
    expect(reply.body.result.error?.code).toEqual(["validation.code.required"]);
    expect(reply.body.result.initialValue?.email).toBe("sales@");
    expect(JSON.stringify(reply.body)).not.toContain("secret999");
    expect(reply.context.formFailed).toBe(true);
  });

  it("refuses a wrong code", async () => {
    const reply = await submit({ email: "sales@demo.test", password: "Demo12345", challenge: await issuePictureChallenge(), code: "WRONG" });
    expect(reply.status).toBe(400);
    expect(reply.body.result.error?.code).toEqual(["login.wrongCode"]);
  });

  it("signs the salesman in acting for his default client: the pinned one", async () => {
    const reply = await submit(await answered({ email: "sales@demo.test", password: "Demo12345" }));
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/");
    const token: unknown = await sessionCookie(getRequest("/")).parse(reply.headers.get("Set-Cookie"));
    const viewer = await findViewer(token as string);
    expect(viewer?.role).toBe("salesman");
    expect(viewer?.acting?.accountId).toBe(await accountId("buyer.es@demo.test"));
    const [session] = await db().select({ claims: sessions.claims }).from(sessions).where(eq(sessions.id, viewer!.sessionId));
    expect(session?.claims).toEqual({ country_code: "ES", is_test: false });
  });

  it("sends a buyer to the shop login", async () => {
    const reply = await submit(await answered({ email: "buyer.de@demo.test", password: "Demo12345" }));
    expect(reply.status).toBe(400);
    expect(reply.body.result.error?.[""]).toEqual(["login.buyerAccount"]);
    expect(reply.body.next).toBe("shopLogin");
    expect(reply.headers.get("Set-Cookie")).toBeNull();
  });

  it("signs customer service in to the back office, acting for no one (decision 0112)", async () => {
    const reply = await submit(await answered({ email: "service@demo.test", password: "Demo12345", redirectTo: "/" }));
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/office");
    const token: unknown = await sessionCookie(getRequest("/")).parse(reply.headers.get("Set-Cookie"));
    const viewer = await findViewer(token as string);
    expect(viewer?.role).toBe("service");
    expect(viewer?.acting).toBeNull();
  });

  it("brings the administrator back to the office page he was sent from, never to a buyer's page", async () => {
    const back = await submit(await answered({ email: "admin@demo.test", password: "Demo12345", redirectTo: "/office/registrations?state=refused" }));
    expect(back.headers.get("Location")).toBe("/office/registrations?state=refused");
    const buyerPage = await submit(await answered({ email: "admin@demo.test", password: "Demo12345", redirectTo: "/cart" }));
    expect(buyerPage.headers.get("Location")).toBe("/office");
    const lookalike = await submit(await answered({ email: "admin@demo.test", password: "Demo12345", redirectTo: "/officer" }));
    expect(lookalike.headers.get("Location")).toBe("/office");
  });

  it("refuses a disabled account like any wrong password, and ends its sessions", async () => {
    const signedIn = await submit(await answered({ email: "admin@demo.test", password: "Demo12345" }));
    const token = (await sessionCookie(getRequest("/")).parse(signedIn.headers.get("Set-Cookie"))) as string;
    expect(await findViewer(token)).not.toBeNull();
    await db().update(accounts).set({ disabledAt: new Date() }).where(eq(accounts.id, await accountId("admin@demo.test")));
    try {
      expect(await findViewer(token)).toBeNull();
      const reply = await submit(await answered({ email: "admin@demo.test", password: "Demo12345" }));
      expect(reply.status).toBe(400);
      expect(reply.body.result.error?.[""]).toEqual(["login.invalidCredentials"]);
      expect(reply.headers.get("Set-Cookie")).toBeNull();
    } finally {
      await db().update(accounts).set({ disabledAt: null }).where(eq(accounts.id, await accountId("admin@demo.test")));
    }
  });

  it("shares the per-account limit with the shop login", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await submit(await answered({ email: "office.guess@demo.test", password: "Nope1234" }))).status);
    expect(statuses.at(-1)).toBe(429);
  });

  it("sends a salesman without clients to the client list (runs last: it removes his clients)", async () => {
    await db().delete(salesmanClients).where(eq(salesmanClients.salesmanId, await accountId("sales@demo.test")));
    const reply = await submit(await answered({ email: "sales@demo.test", password: "Demo12345" }));
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/salesman/clients");
    const token: unknown = await sessionCookie(getRequest("/")).parse(reply.headers.get("Set-Cookie"));
    expect((await findViewer(token as string))?.acting).toBeNull();
  });
});
