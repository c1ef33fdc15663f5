import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { products } from "~/db/schema";
import { recordProductView } from "~/services/catalogue/browsing-history.server";
import { accountId, contextFor, getRequest, sessionCookieFor, settle } from "~tests/support/requests";
import { loader } from "./route";

function load(cookie: string | undefined, host = "localhost:3000") {
  return settle(() => loader({ request: getRequest("/account/history", { cookie }), context: contextFor(host, "/account/history"), params: {} }));
}

type HistoryData = { entries: { viewedAt: string; card: { id: number } }[] };

describe("GET /account/history", () => {
  it("needs a session", async () => {
    expect((await load(undefined)).status).toBe(302);
  });

  it("is empty for an account that viewed nothing", async () => {
    const reply = await load(await sessionCookieFor("buyer.it@demo.test"));
    expect(reply.status).toBe(200);
    expect((reply.data as HistoryData).entries).toEqual([]);
  });

  it("shows the account's own views of this brand, most recent first, without off-market products", async () => {
    const owner = await accountId("buyer.es@demo.test");
    const other = await accountId("buyer.pl@demo.test");
    const aigostar = await db().select({ id: products.id, offMarket: products.offMarket }).from(products).where(eq(products.brandKey, "aigostar")).orderBy(products.id);
    const listed = aigostar.filter((row) => !row.offMarket).map((row) => row.id);
    const offMarket = aigostar.find((row) => row.offMarket)!.id;
    const [nobleza] = await db().select({ id: products.id }).from(products).where(and(eq(products.brandKey, "nobleza"), eq(products.offMarket, false))).limit(1);
    const start = Date.now() - 60_000;
    const views = [listed[0]!, listed[1]!, offMarket, nobleza!.id, listed[2]!];
    for (const [index, productId] of views.entries()) await recordProductView({ accountId: owner, productId, now: new Date(start + index * 1000) });
    await recordProductView({ accountId: other, productId: listed[3]!, now: new Date(start) });

    const data = (await load(await sessionCookieFor("buyer.es@demo.test"))).data as HistoryData;
    expect(data.entries.map((entry) => entry.card.id)).toEqual([listed[2], listed[1], listed[0]]);
    expect(data.entries[0]!.viewedAt).toBe(new Date(start + 4000).toISOString());
    // The other brand's product shows on that brand's host.
    const nob = (await load(await sessionCookieFor("buyer.es@demo.test"), "nobleza.localhost:3000")).data as HistoryData;
    expect(nob.entries.map((entry) => entry.card.id)).toEqual([nobleza!.id]);
  });

  it("shows a salesman the history of the client he acts for", async () => {
    const cookie = await sessionCookieFor("sales@demo.test");
    const reply = await load(cookie);
    expect(reply.status).toBe(200);
    expect(Array.isArray((reply.data as HistoryData).entries)).toBe(true);
  });
});
