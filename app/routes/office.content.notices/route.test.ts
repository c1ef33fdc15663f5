import { and, desc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { accounts, auditEvents, userNotices } from "~/db/schema";
import { accountId, contextFor, getRequest, postForm, refusal, sessionCookieFor, settle } from "~tests/support/requests";
import { action, loader } from "./route";

type Page = Awaited<ReturnType<typeof loader>>;

async function open(brand: string, cookie: string) {
  const reply = await settle(() => loader({ request: getRequest(`/office/content/notices?brand=${brand}`, { cookie }), context: contextFor(), params: {} }));
  return { ...reply, body: reply.data as Page };
}

async function post(brand: string, fields: Record<string, string>, cookie: string) {
  return settle(() => action({ request: postForm(`/office/content/notices?brand=${brand}`, fields, { cookie }), context: contextFor(), params: {} }));
}

describe("/office/content/notices", () => {
  it("shows a brand's current notice, its versions and its draft", async () => {
    const cookie = await sessionCookieFor("service@demo.test");
    const aigostar = (await open("aigostar", cookie)).body;
    expect(aigostar.current).toMatchObject({ version: 2, title: "Holiday shipping dates", missing: [] });
    // Every demo buyer and salesman acknowledged the current version (scripts/demo/content.ts), buyer.de the first too.
    const readers = await db().$count(accounts, inArray(accounts.role, ["buyer", "salesman"]));
    expect(aigostar.versions.map((version) => [version.version, version.publishedBy, version.acknowledgements])).toEqual([
      [2, "Elena Ruiz", readers],
      [1, "Pablo Ortega", 1],
    ]);
    expect(aigostar.draft).toBeNull();
    expect(aigostar.nextVersion).toBe(3);
    const nobleza = (await open("nobleza", cookie)).body;
    expect(nobleza.current?.version).toBe(1);
    expect(nobleza.draft).toMatchObject({ version: 2 });
    expect(nobleza.defaults.title_en).toBe("Holiday shipping dates");
    // An unknown brand shows the first one.
    expect((await open("nope", cookie)).body.brand.key).toBe("aigostar");
  });

  it("saves a draft as the next version, publishes it, audited; a published version stays as it was", async () => {
    const cookie = await sessionCookieFor("admin@demo.test");
    const staffId = await accountId("admin@demo.test");
    const before = (await open("lumora", cookie)).body;
    expect(before.draft).toBeNull();
    const saved = await post("lumora", { ...before.defaults, intent: "save", title_en: "New terms", body_en: "Read the new terms.", title_pl: "", body_pl: "" }, cookie);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/office/content/notices?brand=lumora&notice=saved");
    const drafted = (await open("lumora", cookie)).body;
    expect(drafted.draft).toMatchObject({ version: 2, missing: ["pl"] });
    expect(drafted.current?.version).toBe(1);
    const published = await post("lumora", { ...drafted.defaults, intent: "publish", title_pl: "Nowe warunki", body_pl: "Przeczytaj nowe warunki." }, cookie);
    expect(published.headers.get("Location")).toBe("/office/content/notices?brand=lumora&notice=published");
    const after = (await open("lumora", cookie)).body;
    expect(after.current).toMatchObject({ version: 2, title: "New terms", missing: [] });
    expect(after.draft).toBeNull();
    const [event] = await db().select().from(auditEvents).where(and(eq(auditEvents.entity, "user_notice"), eq(auditEvents.action, "notice.publish"))).orderBy(desc(auditEvents.id)).limit(1);
    expect(event).toMatchObject({ actorId: staffId, accountId: null, details: { brand: "lumora", before: { version: 2, published: false }, after: { version: 2, published: true, title: { en: "New terms", pl: "Nowe warunki" } } } });
    const [first] = await db().select({ title: userNotices.title }).from(userNotices).where(and(eq(userNotices.brandKey, "lumora"), eq(userNotices.version, 1)));
    expect(first!.title.en).toBe("Welcome to the wholesale shop");
  });

  it("throws a draft away", async () => {
    const cookie = await sessionCookieFor("service@demo.test");
    const page = (await open("ubathlife", cookie)).body;
    await post("ubathlife", { ...page.defaults, intent: "save" }, cookie);
    expect((await open("ubathlife", cookie)).body.draft).toMatchObject({ version: 2 });
    const reply = await post("ubathlife", { intent: "discard" }, cookie);
    expect(reply.headers.get("Location")).toBe("/office/content/notices?brand=ubathlife&notice=discarded");
    expect((await open("ubathlife", cookie)).body.draft).toBeNull();
  });

  it.each([
    ["no English title", { title_en: "" }, "title_en", "content:errors.required"],
    ["a Polish text without its title", { title_pl: "", body_pl: "Tekst" }, "title_pl", "content:errors.pairMissing"],
    ["a title too long", { title_en: "x".repeat(201) }, "title_en", "content:errors.tooLong"],
  ])("refuses %s with 400, keeping what was typed", async (_label, changes, field, key) => {
    const cookie = await sessionCookieFor("service@demo.test");
    const page = (await open("aigostar-mx", cookie)).body;
    const reply = await post("aigostar-mx", { ...page.defaults, ...changes, intent: "publish" }, cookie);
    expect(reply.status).toBe(400);
    expect(refusal(reply.data).errors[field]?.[0]?.key).toBe(key);
    expect((await open("aigostar-mx", cookie)).body.versions).toHaveLength(1);
  });

  it("refuses an unknown intent with 400", async () => {
    const cookie = await sessionCookieFor("service@demo.test");
    expect((await post("aigostar", { intent: "delete" }, cookie)).status).toBe(400);
  });
});
