import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { accounts, auditEvents } from "~/db/schema";
import { getLanguage } from "~/services/platform/locale.server";
import { accountId, contextFor, getRequest, postForm, sessionCookieFor, settle } from "~tests/support/requests";
import { action, loader } from "./route";

type Reply = { error?: Record<string, string[]>; initialValue: Record<string, unknown> };

const valid = {
  fullName: "Katarzyna Nowak",
  telephone: "+48 22 654 32 10",
  language: "en",
  subscriptionEmail: "zakupy@elektro-dom.example",
  subscribeNewsletter: "on",
};

async function save(email: string, fields: Record<string, string>) {
  const cookie = await sessionCookieFor(email);
  const context = contextFor();
  const reply = await settle(() => action({ request: postForm("/account?index", fields, { cookie }), context, params: {} }));
  return { ...reply, context, cookie };
}

describe("GET /account (profile)", () => {
  it("shows the profile, the subscription email defaulting to the account email, and only the allowed languages", async () => {
    const cookie = await sessionCookieFor("buyer.pl@demo.test");
    const reply = await settle(() => loader({ request: getRequest("/account", { cookie }), context: contextFor(), params: {} }));
    expect(reply.status).toBe(200);
    const data = reply.data as { languages: string[]; defaults: Record<string, string>; email: string };
    expect(data.languages).toEqual(["en", "pl"]);
    expect(data.defaults).toMatchObject({ fullName: "Katarzyna Nowak", language: "pl", subscriptionEmail: "buyer.pl@demo.test", subscribeNotices: "on", subscribeNewsletter: "" });
  });
});

describe("POST /account (profile)", () => {
  it.each<[string, Record<string, string>, Record<string, string[]>]>([
    ["empty subscription email", { subscriptionEmail: "" }, { subscriptionEmail: ["profile:validation.subscriptionEmail.required"] }],
    ["malformed subscription email", { subscriptionEmail: "not an email" }, { subscriptionEmail: ["profile:validation.subscriptionEmail.invalid"] }],
    ["too long subscription email", { subscriptionEmail: `${"a".repeat(250)}@example.com` }, { subscriptionEmail: ["profile:validation.subscriptionEmail.tooLong"] }],
    ["empty name", { fullName: "  " }, { fullName: ["profile:validation.fullName.required"] }],
    ["huge name", { fullName: "x".repeat(5000) }, { fullName: ["profile:validation.fullName.tooLong"] }],
    ["control characters in the name", { fullName: "Anna\u0000\u0001" }, { fullName: ["profile:validation.fullName.invalid"] }],
    ["bad telephone", { telephone: "<b>phone</b>" }, { telephone: ["profile:validation.telephone.invalid"] }],
    ["unknown language", { language: "xx" }, { language: ["profile:validation.language.choose"] }],
  ])("rejects %s with 400, the message and the input kept", async (_name, change, errors) => {
    const fields = { ...valid, ...change };
    const reply = await save("buyer.pl@demo.test", fields);
    expect(reply.status).toBe(400);
    expect(reply.context.formFailed).toBe(true);
    const result = reply.data as Reply;
    expect(result.error).toEqual(errors);
    // Conform leaves empty fields out of what it sends back.
    expect(result.initialValue).toEqual(Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== "")));
  });

  it("refuses a language outside the account's allowed list", async () => {
    const reply = await save("buyer.pl@demo.test", { ...valid, language: "de" });
    expect(reply.status).toBe(400);
    expect((reply.data as Reply).error).toEqual({ language: ["profile:validation.language.notAllowed"] });
    const [row] = await db().select({ language: accounts.language }).from(accounts).where(eq(accounts.id, await accountId("buyer.pl@demo.test")));
    expect(row!.language).toBe("pl");
  });

  it("saves, switches the interface language and redirects with a notice", async () => {
    const reply = await save("buyer.pl@demo.test", valid);
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/account?notice=saved");
    expect(reply.headers.get("Set-Cookie")).toMatch(/^lng=/);
    const [row] = await db().select().from(accounts).where(eq(accounts.id, await accountId("buyer.pl@demo.test")));
    expect(row).toMatchObject({
      fullName: "Katarzyna Nowak",
      telephone: "+48 22 654 32 10",
      language: "en",
      subscriptionEmail: "zakupy@elektro-dom.example",
      subscribeNewsletter: true,
      subscribeNotices: false,
    });
    expect(await getLanguage(getRequest("/account", { cookie: reply.cookie }), contextFor())).toBe("en");
  });

  it("a salesman edits his own profile, not his client's", async () => {
    const salesman = await accountId("sales@demo.test");
    const reply = await save("sales@demo.test", { ...valid, fullName: "Sofía Navarro Gil", language: "de", subscriptionEmail: "sofia@office.example" });
    expect(reply.status).toBe(302);
    const [own] = await db().select({ fullName: accounts.fullName, language: accounts.language }).from(accounts).where(eq(accounts.id, salesman));
    expect(own).toEqual({ fullName: "Sofía Navarro Gil", language: "de" });
    const [client] = await db().select({ fullName: accounts.fullName }).from(accounts).where(eq(accounts.id, await accountId("buyer.es@demo.test")));
    expect(client!.fullName).toBe("Lucía Martínez García");
    expect(await db().select().from(auditEvents).where(eq(auditEvents.actorId, salesman))).toEqual([]);
  });
});
