import { describe, expect, it } from "vitest";
import { actorFor } from "~tests/support/requests";
import { checkPriceListRequest, priceListSize } from "./price-lists.server";

// Decision 0113, item 4: a selection over the limit is refused with its count, never cut short.
// The demo's brands are below 2,000 products, so the check is given a lower limit.

describe("the price list's limit", () => {
  it("refuses a selection over the limit on the category field, with the count and the limit", async () => {
    const actor = await actorFor("buyer.de@demo.test");
    const size = await priceListSize(actor, "aigostar", null);
    expect(size).toBeGreaterThan(5);
    const checked = await checkPriceListRequest(actor, { brandKey: "aigostar", lng: "en", category: "", format: "pdf", max: 5 });
    expect(checked).toEqual({ ok: false, problem: { field: "category", message: { key: "pricelists:errors.tooMany", values: { count: size, max: 5 } }, status: 400 } });
  });
});
