import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { accounts } from "~/db/schema";
import { getLanguage, languageCookie } from "~/services/platform/locale.server";
import { accountId, contextFor, getRequest, postForm, sessionCookieFor, settle } from "~tests/support/requests";
import { action } from "./language";

function switchTo(fields: Record<string, string>, cookie?: string) {
  return settle(() => action({ request: postForm("/language", fields, { cookie }), context: contextFor(), params: {} }));
}

describe("POST /language (the switcher, without JavaScript)", () => {
  it("sets the cookie and goes back to the page", async () => {
    const reply = await switchTo({ lng: "pl", redirectTo: "/aigoStarProductList?page=2" });
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/aigoStarProductList?page=2");
    const cookie = (reply.headers.get("Set-Cookie") ?? "").split(";")[0]!;
    expect(cookie).toMatch(/^lng=/);
    const next = getRequest("/login", { cookie, headers: { "Accept-Language": "de" } });
    expect(await getLanguage(next, contextFor())).toBe("pl");
  });

  it.each(["https://evil.example/", "/.//evil.example/phish", "/..//evil.example", "/a/..//evil.example"])("never redirects off the site (%s)", async (redirectTo) => {
    const reply = await switchTo({ lng: "fr", redirectTo });
    expect(reply.headers.get("Location")).toBe("/");
  });

  it("answers 400 to an unknown language", async () => {
    expect((await switchTo({ lng: "xx" })).status).toBe(400);
    expect((await switchTo({})).status).toBe(400);
  });

  it("saves the choice on a signed-in account", async () => {
    const cookie = await sessionCookieFor("buyer.de@demo.test");
    expect((await switchTo({ lng: "nl", redirectTo: "/" }, cookie)).status).toBe(302);
    const [row] = await db().select({ language: accounts.language }).from(accounts).where(eq(accounts.id, await accountId("buyer.de@demo.test")));
    expect(row?.language).toBe("nl");
    expect(await getLanguage(getRequest("/", { cookie }), contextFor())).toBe("nl");
  });

  it("refuses a language a restricted (Italian) account may not use", async () => {
    const cookie = await sessionCookieFor("buyer.it@demo.test");
    expect((await switchTo({ lng: "de" }, cookie)).status).toBe(400);
    expect((await switchTo({ lng: "en" }, cookie)).status).toBe(302);
  });

  it("the account's language wins over the cookie and the browser", async () => {
    const cookie = await sessionCookieFor("buyer.es@demo.test");
    const lng = (await languageCookie(getRequest("/")).serialize("en")).split(";")[0];
    const request = getRequest("/", { cookie: `${cookie}; ${lng}`, headers: { "Accept-Language": "de" } });
    expect(await getLanguage(request, contextFor())).toBe("es");
  });
});
