import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { verifyLogin } from "~/services/identity/auth.server";
import { findViewer, sessionCookie } from "~/services/identity/session.server";
import { mailsOf } from "~tests/support/mail";
import { accountId, contextFor, getRequest, postForm, sessionCookieFor, settle } from "~tests/support/requests";
import { action, loader } from "./route";

type Reply = { error: Record<string, string[]> | null; initialValue: Record<string, unknown> | null };

const post = (fields: Record<string, string>, cookie?: string, context = contextFor()) =>
  settle(() => action({ request: postForm("/account/password", fields, { cookie }), context, params: {} }));

async function tokenOf(cookie: string) {
  return (await sessionCookie(getRequest("/")).parse(cookie)) as string;
}

describe("/account/password", () => {
  it("needs a signed-in person", async () => {
    const page = await settle(() => loader({ request: getRequest("/account/password"), context: contextFor(), params: {} }));
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/login?redirectTo=%2Faccount%2Fpassword");
    const sent = await post({ currentPassword: "Demo12345", newPassword: "Other 1234", confirmPassword: "Other 1234" });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toMatch(/^\/login/);
  });

  it("shows the form with its title", async () => {
    const cookie = await sessionCookieFor("buyer.es@demo.test");
    const page = await settle(() => loader({ request: getRequest("/account/password", { cookie }), context: contextFor(), params: {} }));
    // The account's language (Spanish) decides.
    expect(page.data).toMatchObject({ title: "Cambiar la contraseña – Aigostar" });
  });

  it.each([
    [{}, "currentPassword", "password:rule.currentRequired"],
    [{ currentPassword: "Demo12345", newPassword: "short1", confirmPassword: "short1" }, "newPassword", "password:rule.tooShort"],
    [{ currentPassword: "Demo12345", newPassword: "NoDigitsHere", confirmPassword: "NoDigitsHere" }, "newPassword", "password:rule.needsDigit"],
    [{ currentPassword: "Demo12345", newPassword: "Changed 2026", confirmPassword: "Changed 2027" }, "confirmPassword", "password:rule.mismatch"],
    [{ currentPassword: "x".repeat(50_000), newPassword: "Changed 2026", confirmPassword: "Changed 2026" }, "currentPassword", "password:rule.currentWrong"],
  ].map(([fields, field, message]) => ({ fields: fields as Record<string, string>, field: field as string, message: message as string })))(
    "$field: $message → 400, nothing echoed",
    async ({ fields, field, message }) => {
      const cookie = await sessionCookieFor("buyer.es@demo.test");
      const context = contextFor();
      const reply = await post(fields, cookie, context);
      expect(reply.status).toBe(400);
      expect(context.formFailed).toBe(true);
      const data = reply.data as Reply;
      expect(data.error?.[field]).toEqual([message]);
      for (const name of ["currentPassword", "newPassword", "confirmPassword"]) expect(data.initialValue?.[name]).toBeUndefined();
      expect(JSON.stringify(reply.data)).not.toContain("Demo12345");
      expect(JSON.stringify(reply.data)).not.toContain("Changed 202");
    },
  );

  it("refuses a wrong current password with a field message", async () => {
    const cookie = await sessionCookieFor("buyer.es@demo.test");
    const reply = await post({ currentPassword: "Wrong12345", newPassword: "Changed 2026", confirmPassword: "Changed 2026" }, cookie);
    expect(reply.status).toBe(400);
    expect((reply.data as Reply).error?.currentPassword).toEqual(["password:rule.currentWrong"]);
    expect(await verifyLogin("buyer.es@demo.test", "Demo12345")).not.toBeNull();
  });

  it("changes the password, keeps this session, ends the others and mails a notice", async () => {
    const email = "buyer.de@demo.test";
    const id = await accountId(email);
    const mine = await sessionCookieFor(email);
    const other = await sessionCookieFor(email);
    const reply = await post({ currentPassword: "Demo12345", newPassword: "Changed 2026", confirmPassword: "Changed 2026" }, mine);
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/account/password?notice=passwordChanged");
    expect(await findViewer(await tokenOf(mine))).not.toBeNull();
    expect(await findViewer(await tokenOf(other))).toBeNull();
    expect((await db().select().from(sessions).where(eq(sessions.accountId, id))).length).toBe(1);
    expect(await verifyLogin(email, "Changed 2026")).not.toBeNull();
    expect(await verifyLogin(email, "Demo12345")).toBeNull();
    expect(await mailsOf(id, "passwordChanged")).toHaveLength(1);
  });

  it("a salesman changes his own office password, not his client's", async () => {
    const cookie = await sessionCookieFor("sales@demo.test");
    const reply = await post({ currentPassword: "Demo12345", newPassword: "Office 2026", confirmPassword: "Office 2026" }, cookie);
    expect(reply.status).toBe(302);
    expect(await verifyLogin("sales@demo.test", "Office 2026")).not.toBeNull();
    expect(await verifyLogin("buyer.it@demo.test", "Demo12345")).not.toBeNull();
  });

  it("limits attempts per account", async () => {
    const cookie = await sessionCookieFor("buyer.fr@demo.test");
    for (let i = 0; i < 10; i++) {
      const reply = await post({ currentPassword: `Guess${i}xyz`, newPassword: "Changed 2026", confirmPassword: "Changed 2026" }, cookie);
      expect(reply.status).toBe(400);
    }
    const blocked = await post({ currentPassword: "Demo12345", newPassword: "Changed 2026", confirmPassword: "Changed 2026" }, cookie);
    expect(blocked.status).toBe(429);
    expect((blocked.data as Reply).error?.[""]).toEqual(["password:rateLimited"]);
    expect(await verifyLogin("buyer.fr@demo.test", "Demo12345")).not.toBeNull();
  });
});
