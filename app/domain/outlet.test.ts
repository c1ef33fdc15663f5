import { describe, expect, it } from "vitest";
import { checkOutletQuantity, lotState, outletUnitMinor } from "./outlet";
import { applyRate, unitPrice } from "./pricing";

const now = new Date("2026-11-27T12:00:00Z");
const lot = { closedAt: null, availableFrom: new Date("2026-11-01T00:00:00Z"), availableUntil: null, unitsLeft: 5 };

describe("outletUnitMinor", () => {
  it("takes the lot's reduction off the buyer's own unit price last, rounded half up to the minor unit", () => {
    expect(outletUnitMinor(10_000, 2500)).toBe(7500);
    // 999 × 0.85 = 849.15 → 849; 1001 × 0.85 = 850.85 → 851; 30 × 0.95 = 28.5 → 29 (half up).
    expect(outletUnitMinor(999, 1500)).toBe(849);
    expect(outletUnitMinor(1001, 1500)).toBe(851);
    expect(outletUnitMinor(30, 500)).toBe(29);
  });

  it("applies after the buyer's rate and the promotion, not combined with them", () => {
    const own = unitPrice({ priceMinor: 12_345, activityPriceMinor: null, activityRateBp: 1000, userRateBp: 300 })!;
    expect(outletUnitMinor(own.unitMinor, 4000)).toBe(applyRate(own.unitMinor, 4000));
    expect(outletUnitMinor(own.unitMinor, 4000)).not.toBe(applyRate(12_345, 1000 + 300 + 4000));
  });
});

describe("lotState", () => {
  it("says open, scheduled, sold out, closed or expired", () => {
    expect(lotState(lot, now)).toBe("open");
    expect(lotState({ ...lot, availableFrom: new Date("2026-12-01T00:00:00Z") }, now)).toBe("scheduled");
    expect(lotState({ ...lot, unitsLeft: 0 }, now)).toBe("soldOut");
    expect(lotState({ ...lot, closedAt: new Date("2026-11-20T00:00:00Z") }, now)).toBe("closed");
    expect(lotState({ ...lot, availableUntil: now }, now)).toBe("expired");
    expect(lotState({ ...lot, availableUntil: new Date(now.getTime() + 1) }, now)).toBe("open");
  });
});

describe("checkOutletQuantity", () => {
  it("takes 1 to the units left of an open lot, by the unit", () => {
    expect(checkOutletQuantity(lot, 1, now)).toEqual({ ok: true, quantity: 1 });
    expect(checkOutletQuantity(lot, 5, now)).toEqual({ ok: true, quantity: 5 });
    expect(checkOutletQuantity(lot, 6, now)).toEqual({ ok: false, issue: { key: "lotShort", unitsLeft: 5 } });
    expect(checkOutletQuantity(lot, 0, now)).toEqual({ ok: false, issue: { key: "quantityPositive" } });
    expect(checkOutletQuantity(lot, 1.5, now)).toEqual({ ok: false, issue: { key: "quantityPositive" } });
    expect(checkOutletQuantity({ ...lot, closedAt: now }, 1, now)).toEqual({ ok: false, issue: { key: "lotUnavailable" } });
  });
});
