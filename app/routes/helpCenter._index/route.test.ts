import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { countQueries } from "~/db/query-count.server";
import { type LocalizedText, helpArticles, helpTopics } from "~/db/schema";
import { loader as rootLoader } from "~/root";
import { contextFor, getRequest, sessionCookieFor, settle } from "~tests/support/requests";
import { loader } from "./route";

type Page = Awaited<ReturnType<typeof loader>> extends infer R ? (R extends { data: infer D } ? D : R) : never;

async function open(path: string, { host = "localhost:3000", lng = "en", cookie }: { host?: string; lng?: string; cookie?: string } = {}) {
  const reply = await settle(() => loader({ request: getRequest(path, { cookie, headers: { "Accept-Language": lng } }), context: contextFor(host, path), params: {} }));
  return { status: reply.status, body: reply.data as Page };
}

let lastTopicId = 0;
async function article(slug: string, title: LocalizedText, body: LocalizedText, { topicId = lastTopicId, position = 0, brandKey = null, state = "published" }: { topicId?: number; position?: number; brandKey?: string | null; state?: "draft" | "published" } = {}) {
  await db().insert(helpArticles).values({ slug, topicId, position, brandKey, title, body, state });
}

beforeAll(async () => {
  const topics = await db().select({ id: helpTopics.id, key: helpTopics.key }).from(helpTopics);
  lastTopicId = topics.find((topic) => topic.key === "account")!.id;
});

describe("GET /helpCenter", () => {
  it("lists the published articles of every brand and the host's by topic, in order; drafts and other brands' are left out", async () => {
    const { status, body } = await open("/helpCenter");
    expect(status).toBe(200);
    expect(body.search).toBeNull();
    expect(body.groups!.map((group) => group.key)).toEqual(["guide", "orders", "account"]);
    expect(body.groups![0]!.title).toEqual({ text: "Function guide", lang: "en" });
    expect(body.groups![0]!.articles.map((item) => item.slug)).toEqual(["how-to-order", "import-barcodes", "download-pictures", "api-access"]);
    const slugs = body.groups!.flatMap((group) => group.articles.map((item) => item.slug));
    expect(slugs).not.toContain("full-pallets");
    expect(slugs).not.toContain("nobleza-range");
    const nobleza = await open("/helpCenter", { host: "nobleza.localhost:3000" });
    expect(nobleza.body.groups!.find((group) => group.key === "orders")!.articles.map((item) => item.slug)).toEqual(["order-states", "nobleza-range"]);
  });

  it("shows the reader's language, English where a translation is missing (marked as English)", async () => {
    const { body } = await open("/helpCenter", { lng: "de" });
    const guide = body.groups![0]!;
    expect(guide.title).toEqual({ text: "Funktionsanleitung", lang: "de" });
    expect(guide.articles.find((item) => item.slug === "how-to-order")!.title).toEqual({ text: "Wie gebe ich eine Bestellung auf?", lang: "de" });
    expect(guide.articles.find((item) => item.slug === "import-barcodes")!.title).toEqual({ text: "Importing a list of barcodes into the cart", lang: "en" });
    expect((await open("/helpCenter", { lng: "fr" })).body.groups![0]!.articles.find((item) => item.slug === "import-barcodes")!.title.lang).toBe("fr");
  });

  it("reads no cart count, unlike other pages (SPEC.md section 2)", async () => {
    const cookie = await sessionCookieFor("buyer.fr@demo.test");
    const statementsOf = async (path: string, loaders: ((args: never) => unknown)[]) => {
      const request = getRequest(path, { cookie });
      const context = contextFor("localhost:3000", path);
      const { result, count } = await countQueries(() => Promise.all(loaders.map((run) => settle(() => (run as (args: unknown) => unknown)({ request, context, params: {} })))), { keepText: true });
      expect(result.map((reply) => reply.status)).toEqual(loaders.map(() => 200));
      return count.statements!.join("\n");
    };
    const help = await statementsOf("/helpCenter?q=order", [rootLoader, loader]);
    expect(help).toContain("from \"sessions\"");
    expect(help).not.toMatch(/cart_items|cart_combinations|cart_pallets/);
    const root = (await settle(() => rootLoader({ request: getRequest("/helpCenter", { cookie }), context: contextFor(), params: {} }))).data as { cart: unknown; viewer: unknown };
    expect(root.viewer).not.toBeNull();
    expect(root.cart).toBeNull();
    // The home reads them with the session: the check above can fail.
    expect(await statementsOf("/", [rootLoader])).toMatch(/cart_items/);
  });
});

describe("GET /helpCenter?q=", () => {
  beforeAll(async () => {
    const orders = (await db().select({ id: helpTopics.id }).from(helpTopics).where(eq(helpTopics.key, "guide")))[0]!.id;
    // In the first topic, the word in the body only; in the last, in the title: the title match comes first.
    await article("zephyr-body", { en: "Pallet rules" }, { en: "All about the zephyr range." }, { topicId: orders, position: 99 });
    await article("zephyr-title", { en: "The Zephyr kettle" }, { en: "A kettle." }, { position: 99 });
    await article("zephyr-draft", { en: "Zephyr draft" }, { en: "Not yet." }, { state: "draft" });
    await article("zephyr-nobleza", { en: "Zephyr at Nobleza" }, { en: "Only there." }, { brandKey: "nobleza" });
    await article("zephyr-german", { en: "A German text" }, { en: "Nothing here.", de: "Der Zephyr auf Deutsch." }, { position: 100 });
    for (let index = 0; index < 25; index++) await article(`pagetok-${index}`, { en: `Pagetok ${String(index).padStart(2, "0")}` }, { en: "Paged." }, { position: 200 + index });
  });

  it("finds title matches first, then body matches, of published articles for this brand", async () => {
    const { status, body } = await open("/helpCenter?q=ZEPHYR");
    expect(status).toBe(200);
    expect(body.groups).toBeNull();
    expect(body.search!.hits.map((hit) => hit.slug)).toEqual(["zephyr-title", "zephyr-body"]);
    expect(body.search!.total).toBe(2);
    expect(body.search!.hits[0]!.topic.text).toBe("Account and sign-in: frequent questions");
    const nobleza = await open("/helpCenter?q=zephyr", { host: "nobleza.localhost:3000" });
    expect(nobleza.body.search!.hits.map((hit) => hit.slug)).toEqual(["zephyr-nobleza", "zephyr-title", "zephyr-body"]);
  });

  it("searches the reader's language and English, not the others", async () => {
    expect((await open("/helpCenter?q=zephyr", { lng: "de" })).body.search!.hits.map((hit) => hit.slug)).toEqual(["zephyr-title", "zephyr-body", "zephyr-german"]);
    expect((await open("/helpCenter?q=zephyr", { lng: "fr" })).body.search!.hits.map((hit) => hit.slug)).toEqual(["zephyr-title", "zephyr-body"]);
    // A demo article in German: its title in German, and in English.
    expect((await open("/helpCenter?q=Bestellung", { lng: "de" })).body.search!.hits.map((hit) => hit.slug)).toContain("how-to-order");
    expect((await open(`/helpCenter?q=${encodeURIComponent("place an order")}`, { lng: "de" })).body.search!.hits[0]!.slug).toBe("how-to-order");
    expect((await open("/helpCenter?q=Bestellung", { lng: "en" })).body.search!.total).toBe(0);
  });

  it("pages 20 results at a time; a page past the last shows the last", async () => {
    const first = (await open("/helpCenter?q=pagetok")).body.search!;
    expect(first).toMatchObject({ total: 25, page: 1, pages: 2 });
    expect(first.hits).toHaveLength(20);
    expect(first.hits[0]!.slug).toBe("pagetok-0");
    const second = (await open("/helpCenter?q=pagetok&page=2")).body.search!;
    expect(second.hits.map((hit) => hit.slug)).toEqual(["pagetok-20", "pagetok-21", "pagetok-22", "pagetok-23", "pagetok-24"]);
    expect((await open("/helpCenter?q=pagetok&page=9")).body.search).toMatchObject({ page: 2, pages: 2 });
    expect((await open("/helpCenter?q=pagetok&page=abc")).body.search!.page).toBe(1);
  });

  it("says so when nothing matches, and takes % and _ literally", async () => {
    for (const q of ["no-such-words", "%%", "__", "\\"]) {
      const { status, body } = await open(`/helpCenter?q=${encodeURIComponent(q.length < 2 ? `${q}${q}` : q)}`);
      expect(status).toBe(200);
      expect(body.search).toMatchObject({ total: 0, hits: [], page: 1, pages: 1 });
    }
  });

  it.each([
    ["a", "short"],
    [" b ", "short"],
    ["x".repeat(101), "long"],
    ["日本語".repeat(34), "long"],
  ])("answers a search of the wrong length (%s) with 400, the message and the index, the words kept", async (q, problem) => {
    const { status, body } = await open(`/helpCenter?q=${encodeURIComponent(q)}`);
    expect(status).toBe(400);
    expect(body.problem).toBe(problem);
    expect(body.search).toBeNull();
    expect(body.groups!.length).toBe(3);
    expect(body.q).toBe(q.trim().slice(0, 200));
  });

  it("treats an empty or blank search as none, and takes 2 and 100 characters", async () => {
    expect((await open("/helpCenter?q=%20%20")).body).toMatchObject({ problem: null, search: null });
    expect((await open("/helpCenter?q=ab")).status).toBe(200);
    expect((await open(`/helpCenter?q=${"x".repeat(100)}`)).status).toBe(200);
    // Control characters are spaces.
    expect((await open("/helpCenter?q=zep%00hyr")).body.search!.total).toBe(0);
  });
});
