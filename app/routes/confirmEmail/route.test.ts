import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { accounts } from "~/db/schema";
import { MAIN_BRAND } from "~/services/platform/brands.server";
import { issueToken } from "~/services/identity/email-tokens.server";
import { linkBase } from "~/services/platform/links.server";
import { hit, rateLimitKey } from "~/services/platform/rate-limit.server";
import { registerBuyer, sendConfirmationLink } from "~/services/identity/registration.server";
import { latestLink, mailsOf } from "~tests/support/mail";
import { contextFor, getRequest, postForm, refusal, settle } from "~tests/support/requests";
import { action, loader } from "./route";

const base = linkBase(MAIN_BRAND);

async function newBuyer() {
  const email = `new.${Math.random().toString(36).slice(2)}@example.com`;
  const result = await registerBuyer({ companyName: "Nueva S.L.", fullName: "Eva Ruiz", email, password: "Start2026", countryCode: "ES", telephone: "600 111 222", language: "es" });
  if (!result.ok) throw new Error(result.reason);
  await sendConfirmationLink(result.accountId, base);
  return { email, accountId: result.accountId, token: (await latestLink(result.accountId, "confirmEmail")).token };
}

const verifiedAt = async (accountId: number) =>
  (await db().select({ at: accounts.emailVerifiedAt }).from(accounts).where(eq(accounts.id, accountId)))[0]?.at ?? null;

const load = (path: string) => settle(() => loader({ request: getRequest(path), context: contextFor(), params: {} }));
const post = (fields: Record<string, string>, context = contextFor()) =>
  settle(() => action({ request: postForm("/confirmEmail", fields), context, params: {} }));

describe("GET /confirmEmail", () => {
  it("without a token offers a new link", async () => {
    const reply = await load("/confirmEmail");
    expect(reply.data).toMatchObject({ state: "request", token: null, title: "Confirm your email address – Aigostar" });
  });

  it.each(["nonsense", "x".repeat(43), "", "<script>"])("with a bad token %j says the link does not work", async (token) => {
    const reply = await load(`/confirmEmail?token=${encodeURIComponent(token)}`);
    expect(reply.data).toMatchObject({ state: "invalid", token: null });
  });

  it("with a good token shows a button and does not confirm yet (mail scanners open links)", async () => {
    const buyer = await newBuyer();
    const reply = await load(`/confirmEmail?token=${buyer.token}`);
    expect(reply.data).toMatchObject({ state: "confirm", token: buyer.token });
    expect(await verifiedAt(buyer.accountId)).toBeNull();
  });
});

describe("POST /confirmEmail (confirm)", () => {
  it("confirms the address once, then the link is used up", async () => {
    const buyer = await newBuyer();
    const first = await post({ intent: "confirm", token: buyer.token });
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe("/successTips");
    expect(await verifiedAt(buyer.accountId)).toBeInstanceOf(Date);

    const again = await post({ intent: "confirm", token: buyer.token });
    expect(again.status).toBe(400);
    expect(refusal(again.data).errors).toEqual({ "": [{ key: "register:invalid.body" }] });
    expect((await load(`/confirmEmail?token=${buyer.token}`)).data).toMatchObject({ state: "invalid" });
  });

  it("refuses an expired link", async () => {
    const buyer = await newBuyer();
    const { token: old } = await issueToken(buyer.accountId, "confirm_email", new Date(Date.now() - 49 * 60 * 60 * 1000));
    expect((await load(`/confirmEmail?token=${old}`)).data).toMatchObject({ state: "invalid" });
    const reply = await post({ intent: "confirm", token: old });
    expect(reply.status).toBe(400);
    expect(await verifiedAt(buyer.accountId)).toBeNull();
  });

  it("refuses a missing or hostile token with 400", async () => {
    expect((await post({ intent: "confirm" })).status).toBe(400);
    expect((await post({ intent: "confirm", token: "' or 1=1 --" })).status).toBe(400);
    expect((await post({ token: "x".repeat(100_000) })).status).toBe(400);
  });
});

describe("POST /confirmEmail (resend)", () => {
  it("answers bad input with 400, the message, and the input kept", async () => {
    for (const [email, message] of [
      ["", "validation.email.required"],
      ["not-an-email", "validation.email.invalid"],
      [`${"a".repeat(300)}@example.com`, "validation.email.tooLong"],
    ] as const) {
      const context = contextFor();
      const reply = await post({ intent: "resend", email }, context);
      expect(reply.status).toBe(400);
      const refused = refusal(reply.data);
      expect(refused.typed.intent).toBe("resend");
      expect(refused.errors.email).toEqual([{ key: message }]);
      if (email) expect(refused.typed.email).toBe(email);
      expect(context.formFailed).toBe(true);
    }
  });

  it("gives the same answer for an unknown address, a confirmed one and an unconfirmed one; only the last gets a mail", async () => {
    const buyer = await newBuyer();
    const unknown = await post({ intent: "resend", email: "nobody.here@example.com" });
    const confirmed = await post({ intent: "resend", email: "buyer.de@demo.test" });
    const waiting = await post({ intent: "resend", email: buyer.email.toUpperCase() });
    for (const reply of [unknown, confirmed, waiting]) {
      expect(reply.status).toBe(302);
      expect(reply.headers.get("Location")).toBe("/successEmail?notice=linkSent");
    }
    const mails = await mailsOf(buyer.accountId, "confirmEmail");
    expect(mails).toHaveLength(2);
    // The new link replaces the old one.
    const { token } = await latestLink(buyer.accountId, "confirmEmail");
    expect(token).not.toBe(buyer.token);
    expect((await post({ intent: "confirm", token: buyer.token })).status).toBe(400);
    expect((await post({ intent: "confirm", token })).status).toBe(302);
  });

  it("sends at most three links an hour to one address, with the same answer", async () => {
    const buyer = await newBuyer();
    for (let i = 0; i < 4; i++) {
      const reply = await post({ intent: "resend", email: buyer.email }, { ...contextFor(), clientIp: `198.51.100.${100 + i}` });
      expect(reply.status).toBe(302);
    }
    expect(await mailsOf(buyer.accountId, "confirmEmail")).toHaveLength(1 + 3);
  });

  it("limits requests per client address with 429", async () => {
    const context = { ...contextFor(), clientIp: "198.51.100.77" };
    for (let i = 0; i < 10; i++) await hit(rateLimitKey("confirm-resend-ip", context.clientIp), { limit: 10, windowSeconds: 3600 });
    const reply = await post({ intent: "resend", email: "someone@example.com" }, context);
    expect(reply.status).toBe(429);
    expect(refusal(reply.data).errors[""]).toEqual([{ key: "register:rateLimited" }]);
  });
});
