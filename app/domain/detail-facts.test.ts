import { describe, expect, it } from "vitest";
import { type FactsInput, detailFacts } from "./detail-facts";

const product: FactsInput = {
  barcode: "8433325000017",
  replaceBarcode: "8433325000024",
  subBarcodes: [],
  model: "K-1",
  presale: false,
  stock: { available: 1234, inTransit: 0, notCheckStock: false },
  undeliveredOrderQty: 0,
  expectedArrival: null,
  minOrderQty: 6,
  saleDouble: 6,
  pkgNum: 24,
  carton: { lengthMm: 0, widthMm: 0, heightMm: 0, weightG: 0, volumeCm3: 0 },
  shipsFromChina: false,
};
const en = { lng: "en" as const, isTestAccount: false, today: "2026-11-27" };

describe("the product page's facts, sent as shown", () => {
  it("names the product: barcode with its alternative (may wrap), model; sub-barcodes only when there are some", () => {
    expect(detailFacts(product, en).identity).toEqual([
      { term: "detail.barcode", value: "8433325000017 (8433325000024)", wrap: true },
      { term: "detail.model", value: "K-1" },
    ]);
    expect(detailFacts({ ...product, subBarcodes: ["1", "2"] }, en).identity[1]).toEqual({ term: "detail.subBarcodes", value: "1, 2", wrap: true });
  });

  it("writes the stock as buyers see it, in the reader's language, and what is on its way", () => {
    // The stock rule of the cards (over 100 in hundreds), not the raw figure.
    expect(detailFacts(product, en).stock).toEqual([{ term: "detail.stock.available", value: "1,200+" }]);
    expect(detailFacts(product, { ...en, lng: "de" }).stock[0]?.value).toBe("1.200+");
    const inTransit = { ...product, stock: { ...product.stock, inTransit: 5678 } };
    expect(detailFacts(inTransit, en).stock[1]).toEqual({ term: "detail.stock.inTransit", value: "5,678" });
    expect(detailFacts(inTransit, { ...en, lng: "de" }).stock[1]?.value).toBe("5.678");
    const coming = detailFacts({ ...product, presale: true, stock: { available: 0, inTransit: 50, notCheckStock: false }, undeliveredOrderQty: 7, expectedArrival: "2026-12-15" }, en).stock;
    expect(coming.map((fact) => fact.term)).toEqual(["detail.stock.presale", "detail.stock.inTransit", "detail.stock.undelivered", "detail.stock.expectedArrival"]);
    expect(coming[3]?.value).toEqual({ date: "2026-12-15", text: "Dec 15, 2026" });
  });

  it("leaves out an expected arrival that is past", () => {
    expect(detailFacts({ ...product, expectedArrival: "2026-11-01" }, en).stock.map((fact) => fact.term)).not.toContain("detail.stock.expectedArrival");
  });

  it("gives the ordering facts, and the carton's only where it is known", () => {
    expect(detailFacts(product, en).ordering.map((fact) => fact.term)).toEqual(["detail.ordering.minOrderQty", "detail.ordering.saleDouble", "detail.ordering.pkgNum"]);
    const boxed = detailFacts({ ...product, carton: { lengthMm: 405, widthMm: 300, heightMm: 250, weightG: 8200, volumeCm3: 30375 }, shipsFromChina: true }, en).ordering;
    expect(boxed.slice(3)).toEqual([
      { term: "detail.ordering.cartonSize", value: { key: "detail.ordering.cartonSizeValue", values: { length: "40.5", width: "30", height: "25" } } },
      { term: "detail.ordering.cartonVolume", value: { key: "detail.ordering.cartonVolumeValue", values: { volume: "0.030" } } },
      { term: "detail.ordering.cartonWeight", value: { key: "detail.ordering.cartonWeightValue", values: { weight: "8.2" } } },
      { term: "detail.ordering.shipping", value: { key: "detail.ordering.shipsFromChina" } },
    ]);
  });
});
