import { and, eq, gt, lt } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { promotions } from "~/db/schema";
import { contextFor, getRequest, sessionCookieFor, settle } from "~tests/support/requests";
import { loader as previewLoader } from "../preview.promotionTheme/route";
import { loader } from "./route";

let cookie: string;
beforeAll(async () => {
  cookie = await sessionCookieFor("buyer.fr@demo.test");
});

function load(fn: typeof loader | typeof previewLoader, path: string, { signedIn = true, host = "localhost:3000" } = {}) {
  return settle(() => fn({ request: getRequest(path, { cookie: signedIn ? cookie : undefined }), context: contextFor(host, path), params: {} }));
}

async function promotionOf(brandKey: string, phase: "running" | "ended" | "upcoming", kind?: string) {
  const now = new Date();
  const [row] = await db()
    .select({ id: promotions.id })
    .from(promotions)
    .where(
      and(
        eq(promotions.brandKey, brandKey),
        kind ? eq(promotions.kind, kind) : undefined,
        phase === "running" ? and(lt(promotions.startsAt, now), gt(promotions.endsAt, now)) : phase === "ended" ? lt(promotions.endsAt, now) : gt(promotions.startsAt, now),
      ),
    )
    .limit(1);
  return row!.id;
}

type ThemeData = { view: string; theme: { id: number; name: string; kind: string; phase: string; productCount: number }; products: { cards: Record<string, unknown>[]; total: number } };

describe("GET /promotionTheme", () => {
  it("needs a session", async () => {
    expect((await load(loader, "/promotionTheme?id=1", { signedIn: false })).status).toBe(302);
  });

  it("lists the brand's running and coming promotions without an id", async () => {
    const reply = await load(loader, "/promotionTheme");
    expect(reply.status).toBe(200);
    const data = reply.data as { view: string; themes: { id: number; phase: string }[] };
    expect(data.view).toBe("index");
    const current = await db().select({ id: promotions.id }).from(promotions).where(and(eq(promotions.brandKey, "aigostar"), gt(promotions.endsAt, new Date())));
    expect(data.themes.map((theme) => theme.id).sort()).toEqual(current.map((row) => row.id).sort());
    const phases = data.themes.map((theme) => theme.phase);
    expect(phases).toContain("running");
    expect(phases).not.toContain("ended");
    // Running ones first.
    expect(phases).toEqual([...phases].sort((a, b) => Number(b === "running") - Number(a === "running")));
    expect(data.themes.map((theme) => theme.id)).toContain(await promotionOf("aigostar", "running"));
    expect(data.themes.map((theme) => theme.id)).not.toContain(await promotionOf("nobleza", "running"));
  });

  it("shows a running flash sale: its period, rules and products with prices", async () => {
    const id = await promotionOf("aigostar", "running", "flash_sale");
    const reply = await load(loader, `/promotionTheme?id=${id}`);
    expect(reply.status).toBe(200);
    const data = reply.data as ThemeData & { title: string };
    expect(data.view).toBe("theme");
    expect(data.theme).toMatchObject({ id, kind: "flash_sale", phase: "running" });
    expect(data.title).toBe(`${data.theme.name} – Aigostar`);
    expect(data.products.total).toBe(data.theme.productCount);
    expect(data.products.cards.length).toBeGreaterThan(0);
    expect(data.products.cards[0]).toHaveProperty("priceMinor");
  });

  it("says an ended promotion has ended (200), without its products", async () => {
    const reply = await load(loader, `/promotionTheme?id=${await promotionOf("aigostar", "ended")}`);
    expect(reply.status).toBe(200);
    expect(reply.data).toMatchObject({ view: "ended", theme: { phase: "ended" } });
    expect(reply.data).not.toHaveProperty("products");
  });

  it.each(["", "x", "0", "-1", "2147483647"])("answers id=%s with 404", async (id) => {
    expect((await load(loader, `/promotionTheme?id=${id}`)).status).toBe(404);
  });

  it("answers another brand's promotion with 404", async () => {
    const id = await promotionOf("nobleza", "running");
    expect((await load(loader, `/promotionTheme?id=${id}`)).status).toBe(404);
    expect((await load(loader, `/promotionTheme?id=${id}`, { host: "nobleza.localhost:3000" })).status).toBe(200);
  });
});

describe("GET /preview/promotionTheme", () => {
  it("shows the promotion to an anonymous visitor without prices, stock or limits", async () => {
    const id = await promotionOf("aigostar", "running", "flash_sale");
    const reply = await load(previewLoader, `/preview/promotionTheme?id=${id}`, { signedIn: false });
    expect(reply.status).toBe(200);
    const data = reply.data as ThemeData & { signIn: string };
    expect(data.theme.id).toBe(id);
    expect(data.products.cards.length).toBeGreaterThan(0);
    expect(data.signIn).toBe(`/login?redirectTo=${encodeURIComponent(`/promotionTheme?id=${id}`)}`);
    const json = JSON.stringify(data.products);
    for (const secret of ["price", "Price", "stock", "available", "remaining", "activity", "promotion"]) expect(json).not.toContain(secret);
  });

  it("answers an unknown or foreign id with 404, and says when a promotion has ended", async () => {
    expect((await load(previewLoader, "/preview/promotionTheme?id=abc", { signedIn: false })).status).toBe(404);
    expect((await load(previewLoader, `/preview/promotionTheme?id=${await promotionOf("nobleza", "running")}`, { signedIn: false })).status).toBe(404);
    const ended = await load(previewLoader, `/preview/promotionTheme?id=${await promotionOf("aigostar", "ended")}`, { signedIn: false });
    expect(ended.status).toBe(200);
    expect(ended.data).toMatchObject({ theme: { phase: "ended" }, products: null });
  });
});
