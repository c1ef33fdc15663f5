import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { accounts, sessions } from "~/db/schema";
import { verifyLogin } from "~/services/identity/auth.server";
import { issueToken } from "~/services/identity/email-tokens.server";
import { MAIN_BRAND } from "~/services/platform/brands.server";
import { requestPasswordReset } from "~/services/identity/password-reset.server";
import { latestLink, mailsOf } from "~tests/support/mail";
import { accountId, contextFor, getRequest, postForm, sessionCookieFor, settle } from "~tests/support/requests";
import { action, loader } from "./route";

type Reply = { error: Record<string, string[]> | null; initialValue: Record<string, unknown> | null };

async function resetLinkFor(email: string) {
  await requestPasswordReset(email, MAIN_BRAND);
  return (await latestLink(await accountId(email), "resetPassword")).token;
}

const load = (token: string) => settle(() => loader({ request: getRequest(`/ResetPwd?token=${encodeURIComponent(token)}`), context: contextFor(), params: {} }));
const post = (fields: Record<string, string>, context = contextFor()) => settle(() => action({ request: postForm("/ResetPwd", fields), context, params: {} }));
const sessionCount = async (id: number) => (await db().select({ id: sessions.id }).from(sessions).where(eq(sessions.accountId, id))).length;

describe("GET /ResetPwd", () => {
  it("checks the link: a clear page when it is no good", async () => {
    expect((await load("unknown")).data).toMatchObject({ valid: false, token: null, title: "This link does not work – Aigostar" });
    const token = await resetLinkFor("buyer.it@demo.test");
    expect((await load(token)).data).toMatchObject({ valid: true, token, title: "Choose a new password – Aigostar" });
  });

  it("refuses an expired link", async () => {
    const { token } = await issueToken(await accountId("buyer.it@demo.test"), "reset_password", new Date(Date.now() - 61 * 60 * 1000));
    expect((await load(token)).data).toMatchObject({ valid: false });
  });

  it("only the newest link works", async () => {
    const first = await resetLinkFor("buyer.pl@demo.test");
    const second = await resetLinkFor("buyer.pl@demo.test");
    expect((await load(first)).data).toMatchObject({ valid: false });
    expect((await load(second)).data).toMatchObject({ valid: true });
  });
});

describe("POST /ResetPwd with bad input", () => {
  it.each([
    [{ newPassword: "", confirmPassword: "" }, "newPassword", "password:rule.required"],
    [{ newPassword: "abc1", confirmPassword: "abc1" }, "newPassword", "password:rule.tooShort"],
    [{ newPassword: "12345678", confirmPassword: "12345678" }, "newPassword", "password:rule.needsLetter"],
    [{ newPassword: "a1".repeat(40_000), confirmPassword: "a1".repeat(40_000) }, "newPassword", "password:rule.tooLong"],
    [{ newPassword: "NewPass2026", confirmPassword: "NewPass2025" }, "confirmPassword", "password:rule.mismatch"],
    [{ newPassword: "NewPass2026" }, "confirmPassword", "password:rule.confirmRequired"],
  ].map(([fields, field, message]) => ({ fields: fields as Record<string, string>, field: field as string, message: message as string })))(
    "$field: $message, 400, no password echo",
    async ({ fields, field, message }) => {
      const token = await resetLinkFor("buyer.nl@demo.test");
      const context = contextFor();
      const reply = await post({ token, ...fields }, context);
      expect(reply.status).toBe(400);
      expect(context.formFailed).toBe(true);
      const data = reply.data as Reply;
      expect(data.error?.[field]).toEqual([message]);
      expect(data.initialValue?.newPassword).toBeUndefined();
      expect(data.initialValue?.confirmPassword).toBeUndefined();
      if (fields.newPassword) expect(JSON.stringify(reply.data)).not.toContain(fields.newPassword.slice(0, 8));
      // The link still works after a rejected form.
      expect((await load(token)).data).toMatchObject({ valid: true });
    },
  );
});

describe("POST /ResetPwd", () => {
  it("sets the password once, ends every session, mails a notice and goes to sign in", async () => {
    const email = "buyer.gb@demo.test";
    const id = await accountId(email);
    await sessionCookieFor(email);
    await sessionCookieFor(email);
    expect(await sessionCount(id)).toBeGreaterThanOrEqual(2);
    const token = await resetLinkFor(email);

    const reply = await post({ token, newPassword: "Fresh Start 77", confirmPassword: "Fresh Start 77" });
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/login?notice=passwordReset");
    expect(await sessionCount(id)).toBe(0);
    expect(await verifyLogin(email, "Fresh Start 77")).not.toBeNull();
    expect(await verifyLogin(email, "Demo12345")).toBeNull();
    const [account] = await db().select({ changed: accounts.passwordChangedAt }).from(accounts).where(eq(accounts.id, id));
    expect(account!.changed).toBeInstanceOf(Date);
    expect(await mailsOf(id, "passwordChanged")).toHaveLength(1);

    // Single use: the same link again is refused and changes nothing.
    const again = await post({ token, newPassword: "Another 888", confirmPassword: "Another 888" });
    expect(again.status).toBe(400);
    expect((again.data as Reply).error?.[""]).toEqual(["password:reset.invalidBody"]);
    expect(await verifyLogin(email, "Another 888")).toBeNull();
  });

  it("refuses an expired link on POST", async () => {
    const id = await accountId("test@demo.test");
    const { token } = await issueToken(id, "reset_password", new Date(Date.now() - 2 * 60 * 60 * 1000));
    const reply = await post({ token, newPassword: "Expired 123", confirmPassword: "Expired 123" });
    expect(reply.status).toBe(400);
    expect(await verifyLogin("test@demo.test", "Expired 123")).toBeNull();
  });

  it("confirms an unconfirmed address (the link proves it)", async () => {
    const id = await accountId("unofficial@demo.test");
    await db().update(accounts).set({ emailVerifiedAt: null }).where(eq(accounts.id, id));
    const token = await resetLinkFor("unofficial@demo.test");
    expect((await post({ token, newPassword: "Proved 2026", confirmPassword: "Proved 2026" })).status).toBe(302);
    const [account] = await db().select({ at: accounts.emailVerifiedAt }).from(accounts).where(eq(accounts.id, id));
    expect(account!.at).toBeInstanceOf(Date);
  });
});
