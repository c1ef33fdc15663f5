import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditEvents, helpArticles } from "~/db/schema";
import { accountId, contextFor, getRequest, postForm, refusal, sessionCookieFor, settle } from "~tests/support/requests";
import { action, loader } from "./route";
import { action as create } from "../office.content.help.new/route";
import { loader as list } from "../office.content.help._index/route";

type Editor = Awaited<ReturnType<typeof loader>>;
type Preview = { preview: { lng: string; title: string; fallback: boolean; blocks: unknown[]; refusedLinks: string[] }[] };

const pathOf = (id: number | string) => `/office/content/help/${id}`;

async function idOf(slug: string) {
  const [row] = await db().select({ id: helpArticles.id }).from(helpArticles).where(eq(helpArticles.slug, slug));
  return row!.id;
}

async function open(id: number | string, cookie: string) {
  const reply = await settle(() => loader({ request: getRequest(pathOf(id), { cookie }), context: contextFor(), params: { id: String(id) } }));
  return { ...reply, body: reply.data as Editor };
}

async function post(id: number | string, fields: Record<string, string>, cookie: string) {
  return settle(() => action({ request: postForm(pathOf(id), fields, { cookie }), context: contextFor(), params: { id: String(id) } }));
}

/** The article's form as the page starts with it, changed by `changes`. */
async function formOf(id: number, cookie: string, changes: Record<string, string> = {}) {
  return { ...(await open(id, cookie)).body.defaults, ...changes };
}

let counter = 0;
const freshSlug = () => `test-article-${++counter}-${Date.now() % 100000}`;

async function newArticle(cookie: string, fields: Record<string, string> = {}) {
  const topicId = (await db().select({ topicId: helpArticles.topicId }).from(helpArticles).limit(1))[0]!.topicId;
  const reply = await settle(() =>
    create({ request: postForm("/office/content/help/new", { intent: "save", slug: freshSlug(), topicId: String(topicId), position: "9", title_en: "Paying by bank transfer", body_en: "Pay within 30 days.", ...fields }, { cookie }), context: contextFor(), params: {} }),
  );
  return reply;
}

describe("/office/content/help/:id", () => {
  it("opens an article with its texts in the nine languages, a missing one empty", async () => {
    const cookie = await sessionCookieFor("service@demo.test");
    const id = await idOf("import-barcodes");
    const { status, body } = await open(id, cookie);
    expect(status).toBe(200);
    expect(body.article).toMatchObject({ slug: "import-barcodes", state: "published" });
    expect(body.defaults.title_en).toBe("Importing a list of barcodes into the cart");
    expect(body.defaults.title_fr).toContain("codes-barres");
    expect(body.defaults.title_de).toBe("");
    expect(body.defaults.body_pl).toBe("");
    expect(body.topics.map((topic) => topic.key)).toEqual(["guide", "orders", "account"]);
  });

  it.each(["0", "-1", "abc", "99999999999", "1e3", String(2 ** 31)])("answers an id that is no number in range (%s) with 404", async (raw) => {
    const cookie = await sessionCookieFor("service@demo.test");
    expect((await open(raw, cookie)).status).toBe(404);
    expect((await post(raw, { intent: "unpublish" }, cookie)).status).toBe(404);
  });

  it("answers an unknown article with 404, also to a save", async () => {
    const cookie = await sessionCookieFor("service@demo.test");
    expect((await open(2_000_000_000, cookie)).status).toBe(404);
    const form = await formOf(await idOf("order-states"), cookie, { slug: freshSlug(), intent: "save" });
    expect((await post(2_000_000_000, form, cookie)).status).toBe(404);
    expect((await post(2_000_000_000, { intent: "unpublish" }, cookie)).status).toBe(404);
    expect((await post(2_000_000_000, { intent: "approve" }, cookie)).status).toBe(404);
  });

  it("previews every language on the server, keeping what was typed and saving nothing", async () => {
    const cookie = await sessionCookieFor("service@demo.test");
    const id = await idOf("import-barcodes");
    const form = await formOf(id, cookie, { intent: "preview", title_de: "Barcodes importieren", body_de: "Erster Absatz.\n\n- [Zum Import](/cart/import)\n- [Böse](javascript:alert(1))" });
    const reply = await post(id, form, cookie);
    expect(reply.status).toBe(200);
    const { preview } = reply.data as Preview;
    const german = preview.find((each) => each.lng === "de")!;
    expect(german).toMatchObject({ title: "Barcodes importieren", fallback: false, refusedLinks: ["javascript:alert(1"] });
    expect(german.blocks).toEqual([
      { type: "paragraph", lines: [[{ type: "text", text: "Erster Absatz." }]] },
      { type: "list", items: [[{ type: "link", text: "Zum Import", href: "/cart/import" }], [{ type: "text", text: "[Böse](javascript:alert(1))" }]] },
    ]);
    expect(preview.find((each) => each.lng === "pl")).toMatchObject({ fallback: true, title: "Importing a list of barcodes into the cart" });
    expect((reply.data as { initialValue: Record<string, string> }).initialValue.title_de).toBe("Barcodes importieren");
    expect((await open(id, cookie)).body.defaults.title_de).toBe("");
  });

  it("saves a German title: audited with before and after, the list no longer misses it", async () => {
    const cookie = await sessionCookieFor("service@demo.test");
    const staffId = await accountId("service@demo.test");
    const { id } = (await newArticle(cookie, { title_fr: "Payer par virement", body_fr: "Payez sous 30 jours." })).headers.get("Location")!.match(/\/(?<id>\d+)\?/)!.groups!;
    const articleId = Number(id);
    const reply = await post(articleId, await formOf(articleId, cookie, { intent: "save", title_de: "Zahlung per Überweisung", body_de: "Zahlen Sie innerhalb von 30 Tagen." }), cookie);
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe(`${pathOf(articleId)}?notice=saved`);
    const [event] = await db().select().from(auditEvents).where(and(eq(auditEvents.entity, "help_article"), eq(auditEvents.entityId, String(articleId)))).orderBy(desc(auditEvents.id)).limit(1);
    expect(event).toMatchObject({ actorId: staffId, accountId: null, action: "help.update" });
    const details = event!.details as { before: { title: Record<string, string> }; after: { title: Record<string, string>; state: string } };
    expect(details.before.title.de).toBeUndefined();
    expect(details.after.title).toMatchObject({ en: "Paying by bank transfer", de: "Zahlung per Überweisung", fr: "Payer par virement" });
    expect(details.after.state).toBe("draft");
    const listed = (await settle(() => list({ request: getRequest("/office/content/help?state=draft", { cookie }), context: contextFor(), params: {} }))).data as Awaited<ReturnType<typeof list>>;
    const row = listed.topics.flatMap((topic) => topic.articles).find((article) => article.id === articleId)!;
    expect(row.missing).toEqual(["zh-cn", "es", "it", "pl", "nl", "pt"]);
  });

  it("publishes with the save, and unpublishes", async () => {
    const cookie = await sessionCookieFor("admin@demo.test");
    const created = await newArticle(cookie);
    const articleId = Number(created.headers.get("Location")!.match(/\/(\d+)\?/)![1]);
    expect(created.headers.get("Location")).toBe(`${pathOf(articleId)}?notice=created`);
    const published = await post(articleId, await formOf(articleId, cookie, { intent: "publish" }), cookie);
    expect(published.headers.get("Location")).toBe(`${pathOf(articleId)}?notice=published`);
    expect((await open(articleId, cookie)).body.article?.state).toBe("published");
    const unpublished = await post(articleId, { intent: "unpublish" }, cookie);
    expect(unpublished.headers.get("Location")).toBe(`${pathOf(articleId)}?notice=unpublished`);
    expect((await open(articleId, cookie)).body.article?.state).toBe("draft");
    const actions = await db().select({ action: auditEvents.action }).from(auditEvents).where(and(eq(auditEvents.entity, "help_article"), eq(auditEvents.entityId, String(articleId)))).orderBy(auditEvents.id);
    expect(actions.map((row) => row.action)).toEqual(["help.create", "help.publish", "help.unpublish"]);
  });

  it.each([
    ["no English title", { title_en: "" }, "title_en", "content:errors.required"],
    ["a title too long", { title_en: "x".repeat(201) }, "title_en", "content:errors.tooLong"],
    ["a body too long", { body_en: "x".repeat(20_001) }, "body_en", "content:errors.tooLong"],
    ["a NUL in the body", { body_en: "a\u0000b" }, "body_en", "content:errors.invalidCharacters"],
    ["a line break in the title", { title_en: "a\nb" }, "title_en", "content:errors.invalidCharacters"],
    ["a German title without its text", { title_de: "Nur Titel", body_de: "" }, "body_de", "content:errors.pairMissing"],
    ["a bad slug", { slug: "Not a slug!" }, "slug", "content:errors.slug"],
    ["a slug of another article", { slug: "how-to-order" }, "slug", "content:errors.slugTaken"],
    ["no such topic", { topicId: "999999" }, "topicId", "content:errors.topic"],
    ["a position out of range", { position: "10000" }, "position", "content:errors.position"],
    ["an unknown brand", { brand: "evil" }, "brand", "content:errors.brand"],
  ])("refuses %s, keeping what was typed", async (_label, changes, field, key) => {
    const cookie = await sessionCookieFor("service@demo.test");
    const id = await idOf("order-states");
    const before = (await open(id, cookie)).body.defaults;
    const reply = await post(id, { ...before, ...changes, intent: "save" }, cookie);
    expect(reply.status).toBe(key === "content:errors.slugTaken" ? 409 : 400);
    const { errors, typed } = refusal(reply.data);
    expect(errors[field]?.[0]?.key).toBe(key);
    for (const [name, value] of Object.entries(changes)) if (value) expect(typed[name]).toBe(value);
    expect((await open(id, cookie)).body.defaults).toEqual(before);
  });

  it("refuses an unknown intent with 400", async () => {
    const cookie = await sessionCookieFor("service@demo.test");
    expect((await post(await idOf("order-states"), { intent: "delete" }, cookie)).status).toBe(400);
  });
});

describe("/office/content/help", () => {
  it("groups the articles by topic with their state and missing translations, filtered", async () => {
    const cookie = await sessionCookieFor("service@demo.test");
    const all = (await settle(() => list({ request: getRequest("/office/content/help", { cookie }), context: contextFor(), params: {} }))).data as Awaited<ReturnType<typeof list>>;
    const bySlug = new Map(all.topics.flatMap((topic) => topic.articles.map((article) => [article.slug, { ...article, topic: topic.key }])));
    expect(bySlug.get("import-barcodes")).toMatchObject({ topic: "guide", state: "published", missing: ["pl", "de"] });
    expect(bySlug.get("full-pallets")).toMatchObject({ topic: "orders", state: "draft", missing: [] });
    const drafts = (await settle(() => list({ request: getRequest("/office/content/help?state=draft&brand=all", { cookie }), context: contextFor(), params: {} }))).data as Awaited<ReturnType<typeof list>>;
    expect(drafts.topics.flatMap((topic) => topic.articles).every((article) => article.state === "draft")).toBe(true);
    const topicId = all.topics.find((topic) => topic.key === "guide")!.id;
    const api = (await settle(() => list({ request: getRequest(`/office/content/help?topic=${topicId}&brand=nobleza`, { cookie }), context: contextFor(), params: {} }))).data as Awaited<ReturnType<typeof list>>;
    expect(api.count).toBe(0);
    expect(api.filter).toEqual({ topic: String(topicId), brand: "nobleza", state: "" });
    // Unknown filters are ignored, not errors.
    const odd = await settle(() => list({ request: getRequest("/office/content/help?topic=abc&brand=%00&state=gone", { cookie }), context: contextFor(), params: {} }));
    expect(odd.status).toBe(200);
  });
});
