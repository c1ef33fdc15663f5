import { describe, expect, it } from "vitest";
import { contextFor, getRequest, settle } from "~tests/support/requests";
import { loader } from "./route";

type Page = Awaited<ReturnType<typeof loader>>;

async function open(slug: string, { host = "localhost:3000", lng = "en" }: { host?: string; lng?: string } = {}) {
  const path = `/helpCenter/${slug}`;
  const reply = await settle(() => loader({ request: getRequest(path, { headers: { "Accept-Language": lng } }), context: contextFor(host, path), params: { slug } }));
  return { status: reply.status, body: reply.data as Page };
}

describe("GET /helpCenter/:slug", () => {
  it("shows the article parsed by the safe markup, its topic and the topic's other articles", async () => {
    const { status, body } = await open("download-pictures");
    expect(status).toBe(200);
    expect(body.title).toBe("Downloading product pictures and documents – Help centre – Aigostar");
    expect(body.article.title).toEqual({ text: "Downloading product pictures and documents", lang: "en" });
    expect(body.article.topic).toEqual({ key: "guide", title: { text: "Function guide", lang: "en" } });
    expect(body.article.others.map((other) => other.slug)).toEqual(["how-to-order", "import-barcodes", "api-access"]);
    expect(body.article.blocks[0]).toMatchObject({ type: "paragraph" });
    expect(JSON.stringify(body.article.blocks)).toContain('{"type":"link","text":"download centre","href":"/downloadCenter"}');
    expect(body.article.blocks.some((block) => block.type === "list")).toBe(true);
  });

  it("shows the reader's language, or English as a whole where it is missing", async () => {
    expect((await open("how-to-order", { lng: "de" })).body.article.title).toEqual({ text: "Wie gebe ich eine Bestellung auf?", lang: "de" });
    const fallback = (await open("import-barcodes", { lng: "de" })).body.article;
    expect(fallback.title).toEqual({ text: "Importing a list of barcodes into the cart", lang: "en" });
    expect(JSON.stringify(fallback.blocks)).toContain("Fill the cart at once");
    expect(fallback.topic.title).toEqual({ text: "Funktionsanleitung", lang: "de" });
  });

  it.each([
    ["an unknown slug", "no-such-article", "localhost:3000"],
    ["a draft", "full-pallets", "localhost:3000"],
    ["another brand's article", "nobleza-range", "localhost:3000"],
    ["a slug no article can have", "..%2Fetc", "localhost:3000"],
    ["an upper-case slug", "HOW-TO-ORDER", "localhost:3000"],
  ])("answers %s with the 404 page", async (_, slug, host) => {
    const { status, body } = await open(slug, { host });
    expect(status).toBe(404);
    expect((body as unknown as { title: string }).title).toBe("Article not found – Aigostar");
  });

  it("shows a brand's own article on its host", async () => {
    expect((await open("nobleza-range", { host: "nobleza.localhost:3000" })).status).toBe(200);
  });
});
