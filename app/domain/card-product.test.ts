import { describe, expect, it } from "vitest";
import type { ProductCardData } from "~/services/catalogue/product-cards.server";
import { plainCard } from "~tests/support/cards";
import { cardForClient } from "./card-product";

const card: ProductCardData = {
  ...plainCard,
  minOrderQty: 2,
  pkgNum: 6,
  params: [
    { type: "1", value: "5.5 L" },
    { type: "1", value: "1700 W" },
  ],
  stock: { available: 250, inTransit: 40, notCheckStock: false },
  cashback: [],
};

describe("cardForClient (issue 15: the loader data of a card)", () => {
  it("keeps what every card shows, joins the parameters, and leaves out the server's fields and every unset one", () => {
    const client = cardForClient(card);
    expect(client).toEqual({
      id: 42,
      barcode: "8433325012345",
      name: "Air fryer",
      image: null,
      params: "5.5 L/1700 W",
      minOrderQty: 2,
      saleDouble: 1,
      pkgNum: 6,
      priceMinor: 4085,
      stock: { available: 250 },
    });
    // No key with an undefined value either: it would still be serialised.
    expect(Object.values(client)).not.toContain(undefined);
  });

  it("keeps each flag, price and list that is set", () => {
    const promotion = { kind: "flash_sale" as const, endsAt: "2026-12-25T17:00:00.000Z", quantityLimit: 100, remainingQty: 40 };
    const set = {
      replaceBarcode: "8433325099999",
      tags: ["Best seller"],
      isNew: true,
      top: true,
      presale: true,
      activityPriceMinor: 3500,
      activityRateBp: 1432,
      vipType: 1,
      promotion,
      cashback: [{ thresholdMinor: 0, percentBp: 100 }],
    };
    const client = cardForClient({ ...card, ...set, params: [], stock: { available: 0, inTransit: 0, notCheckStock: true } });
    expect(client).toMatchObject({ ...set, stock: { available: 0, notCheckStock: true } });
    expect(client).not.toHaveProperty("params");
    expect(client).not.toHaveProperty("restock");
    expect(client).not.toHaveProperty("model");
  });

  it("keeps a promotion only when it is a flash sale, the one kind a card shows (a discount shows by its price and rate)", () => {
    const endsAt = "2026-12-25T17:00:00.000Z";
    const discount = cardForClient({ ...card, activityPriceMinor: 3500, activityRateBp: 1432, promotion: { kind: "discount", endsAt, quantityLimit: null, remainingQty: null } });
    expect(discount).not.toHaveProperty("promotion");
    expect(discount).toMatchObject({ activityPriceMinor: 3500, activityRateBp: 1432 });
    const flash = cardForClient({ ...card, promotion: { kind: "flash_sale", endsAt, quantityLimit: 100, remainingQty: 40 } });
    expect(flash.promotion).toEqual({ kind: "flash_sale", endsAt, quantityLimit: 100, remainingQty: 40 });
  });
});
