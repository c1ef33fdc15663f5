import { describe, expect, it } from "vitest";
import { purchaseAnchor, returnAnchor } from "./purchase-anchor";

describe("purchaseAnchor", () => {
  it("names a panel by product, and by section where a page shows a product twice", () => {
    expect(purchaseAnchor(42)).toBe("buy-42");
    expect(purchaseAnchor(42, "new-arrivals")).toBe("new-arrivals-buy-42");
  });
});

describe("returnAnchor", () => {
  it.each([
    ["/#flash-sales-buy-42", "flash-sales-buy-42"],
    ["/searchResult?keyword=1#buy-42", "buy-42"],
    ["/#flash-sales-buy-43", "buy-42"],
    ["/#main", "buy-42"],
    ['/#x"><script>-buy-42', "buy-42"],
    ["/cart", "buy-42"],
  ])("%s → %s", (path, expected) => {
    expect(returnAnchor(path, 42)).toBe(expected);
  });
});
