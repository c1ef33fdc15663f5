import { describe, expect, it } from "vitest";
import { addedNoticeFrom, purchaseAnchor, returnAnchor, withAddedNotice } from "./cart-notice";

describe("purchaseAnchor", () => {
  it("names a panel by product, and by section where a page shows a product twice", () => {
    expect(purchaseAnchor(42)).toBe("buy-42");
    expect(purchaseAnchor(42, "new-arrivals")).toBe("new-arrivals-buy-42");
  });
});

describe("withAddedNotice", () => {
  it("returns to the product's panel", () => {
    expect(withAddedNotice("/searchResult?keyword=1", { goodsId: 42, quantity: 6, inCart: 18, reduced: false })).toBe("/searchResult?keyword=1&added=42&addedQty=6&inCart=18#buy-42");
  });

  it("returns to the section's panel the add came from (a brand home shows a product in several sections)", () => {
    expect(withAddedNotice("/#flash-sales-buy-42", { goodsId: 42, quantity: 6, inCart: 6, reduced: true })).toBe("/?added=42&addedQty=6&inCart=6&reduced=1#flash-sales-buy-42");
  });

  it("ignores an anchor of another product or another kind", () => {
    expect(returnAnchor("/#flash-sales-buy-43", 42)).toBe("buy-42");
    expect(returnAnchor("/#main", 42)).toBe("buy-42");
    expect(returnAnchor("/#x\"><script>-buy-42", 42)).toBe("buy-42");
  });

  it("replaces an earlier notice", () => {
    const back = withAddedNotice("/cart?added=1&addedQty=2&inCart=2&reduced=1", { goodsId: 42, quantity: 6, inCart: 12, reduced: false });
    expect(addedNoticeFrom(back.split("#")[0]!.slice("/cart".length))).toEqual({ goodsId: 42, quantity: 6, inCart: 12, reduced: false });
  });

  it("reads only whole numbers, and needs the quantity in the cart", () => {
    expect(addedNoticeFrom("?added=42&addedQty=-6&inCart=0")).toEqual({ goodsId: 42, quantity: -6, inCart: 0, reduced: false });
    expect(addedNoticeFrom("?added=42&addedQty=6&inCart=<b>")).toBeNull();
    expect(addedNoticeFrom("?added=42&addedQty=6")).toBeNull();
    expect(addedNoticeFrom("?added=42&addedQty=x")).toBeNull();
  });
});
