import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { downloadRecords } from "~/db/schema";
import { categoryTree } from "~/services/catalogue/categories.server";
import { priceListLimits } from "~/services/downloads/price-lists.server";
import { accountId, contextFor, getRequest, postForm, refusal, sessionCookieFor, settle } from "~tests/support/requests";
import { action } from "./route";
import { loader as fileLoader } from "../downloadCenter_.priceList_.file";

// Decision 0113 item 6 through the form's action as the server calls it: a list over the limit of
// a request becomes a download record written in the background. The demo's brands are below
// 2,000 products, so this file lowers the limit to 5.
const kept = priceListLimits.sync;
beforeAll(() => {
  priceListLimits.sync = 5;
});
afterAll(() => {
  priceListLimits.sync = kept;
});

const PATH = "/downloadCenter/priceList";

async function post(cookie: string, fields: Record<string, string>) {
  return settle(() => action({ request: postForm(PATH, fields, { cookie }), context: contextFor(), params: {} }));
}

describe("POST /downloadCenter/priceList over the limit of a request", () => {
  it("records the list in the background and sends the buyer to the records with the notice", async () => {
    const cookie = await sessionCookieFor("buyer.nl@demo.test");
    const answer = await post(cookie, { category: "", format: "xlsx" });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/downloadCenter/records?notice=priceList");
    const [record] = await db()
      .select()
      .from(downloadRecords)
      .where(eq(downloadRecords.accountId, await accountId("buyer.nl@demo.test")))
      .orderBy(desc(downloadRecords.id))
      .limit(1);
    expect(record).toMatchObject({ source: "priceList", status: "generating", categoryId: null, brandKey: "aigostar" });
    // In the buyer's own language, as the list he would download at once.
    expect(record!.request.priceList).toEqual({ format: "xlsx", lng: "nl" });
    expect(record!.productCount).toBeGreaterThan(5);
  });

  it("keeps a category's choice on the record, and refuses a third while two are generating (409, the choice kept)", async () => {
    const cookie = await sessionCookieFor("buyer.de@demo.test");
    const category = (await categoryTree("aigostar", "en"))[0]!;
    expect((await post(cookie, { category: String(category.id), format: "pdf" })).status).toBe(303);
    const [record] = await db()
      .select({ categoryId: downloadRecords.categoryId, request: downloadRecords.request })
      .from(downloadRecords)
      .where(and(eq(downloadRecords.accountId, await accountId("buyer.de@demo.test")), eq(downloadRecords.source, "priceList")))
      .orderBy(desc(downloadRecords.id))
      .limit(1);
    expect(record!.categoryId).toBe(category.id);
    expect(record!.request.priceList?.format).toBe("pdf");
    expect((await post(cookie, { category: "", format: "pdf" })).status).toBe(303);
    const third = await post(cookie, { category: String(category.id), format: "xlsx" });
    expect(third.status).toBe(409);
    const refused = refusal(third.data);
    expect(refused.message).toEqual({ key: "pricelists:errors.tooManyGenerating", values: { max: 2 } });
    expect(refused.typed).toMatchObject({ category: String(category.id), format: "xlsx" });
  });

  it("the file's address asked directly for such a list answers a readable page pointing to the form", async () => {
    const cookie = await sessionCookieFor("buyer.es@demo.test");
    const answer = await settle(() => fileLoader({ request: getRequest(`${PATH}/file?format=xlsx`, { cookie }), context: contextFor(), params: {} }));
    expect(answer.status).toBe(400);
    expect(String(answer.data)).toContain("más de 5 a la vez");
    expect(String(answer.data)).toContain('href="/downloadCenter/priceList"');
  });
});
