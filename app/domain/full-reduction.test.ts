import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type Language, LANGUAGES } from "~/i18n/languages";
import { type Bundle, translator } from "~/i18n/translator";
import { nextReduction, reductionLabel, reductionReached, reductionTiers, spreadReduction } from "./full-reduction";

/** Spend 500, get 25 off; spend 1,000, get 75 off; spend 2,000, get 200 off. */
const TIERS = [
  { thresholdMinor: 100_000, amountOffMinor: 7_500 },
  { thresholdMinor: 50_000, amountOffMinor: 2_500 },
  { thresholdMinor: 200_000, amountOffMinor: 20_000 },
];

describe("reductionReached: the tier a brand's net goods value reaches", () => {
  it.each([
    [0, null],
    [49_999, null],
    [50_000, 2_500],
    [99_999, 2_500],
    [100_000, 7_500],
    [199_999, 7_500],
    [200_000, 20_000],
    [1_000_000_000_000, 20_000],
  ])("%s → %s off", (base, expected) => {
    expect(reductionReached(TIERS, base)?.amountOffMinor ?? null).toBe(expected);
  });

  it.each([
    ["no tiers", [], 1_000_000, null],
    // Bad rows give nothing: an amount off not below its threshold, or of zero.
    ["amount off equal to the threshold", [{ thresholdMinor: 1_000, amountOffMinor: 1_000 }], 5_000, null],
    ["amount off of zero", [{ thresholdMinor: 1_000, amountOffMinor: 0 }], 5_000, null],
    // A higher threshold with less off (a data slip) does not take the larger amount away.
    [
      "a later, smaller tier",
      [
        { thresholdMinor: 50_000, amountOffMinor: 5_000 },
        { thresholdMinor: 100_000, amountOffMinor: 3_000 },
      ],
      100_000,
      { thresholdMinor: 50_000, amountOffMinor: 5_000 },
    ],
  ] as const)("%s", (_case, tiers, base, expected) => {
    expect(reductionReached(tiers, base)).toEqual(expected);
  });
});

describe("nextReduction: what the next tier needs", () => {
  it.each([
    [0, 50_000, 50_000],
    [-5, 50_000, 50_000],
    [49_999, 50_000, 1],
    [50_000, 100_000, 50_000],
    [150_000, 200_000, 50_000],
  ])("at %s the tier from %s needs %s more", (base, threshold, missing) => {
    expect(nextReduction(TIERS, base)).toEqual({ tier: TIERS.find((tier) => tier.thresholdMinor === threshold), missingMinor: missing });
  });

  it("is null past the last tier or without tiers", () => {
    expect(nextReduction(TIERS, 200_000)).toBeNull();
    expect(nextReduction([], 0)).toBeNull();
  });
});

describe("reductionTiers", () => {
  it("keeps the valid tiers, lowest threshold first", () => {
    expect(reductionTiers([...TIERS, { thresholdMinor: 10, amountOffMinor: 20 }]).map((tier) => tier.thresholdMinor)).toEqual([50_000, 100_000, 200_000]);
  });
});

describe("spreadReduction: the amount off over the brand's lines, pro rata, to the unit", () => {
  it.each([
    [2_500, [10_000, 5_000, 4_999], [1_250, 625, 625]],
    [20_000, [19_400, 18_420, 23_035, 167_616], [1_698, 1_613, 2_016, 14_673]],
    [0, [100, 200], [0, 0]],
    [1, [1, 0, 1], [1, 0, 0]],
    // Exact at sizes where amount × line passes 2^53.
    [1_000_000_000, [8_000_000_000_000, 2_000_000_000_000, 1], [800_000_000, 200_000_000, 0]],
  ])("%s over %j → %j", (amount, lines, expected) => {
    expect(spreadReduction(amount, lines)).toEqual(expected);
  });
});

/** The label's texts as the locales have them, through the translator the pages use. */
function labelIn(lng: Language, reduction: Parameters<typeof reductionLabel>[0]) {
  const catalogue = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../locales/${lng}/catalogue.json`), "utf8")) as Bundle;
  const t = translator(lng, ["catalogue"], (ns) => (ns === "catalogue" ? catalogue : undefined));
  return reductionLabel(reduction, lng, t);
}

describe("reductionLabel: the running reduction's label, every tier, in the reader's language", () => {
  const spend = { name: "Spend more, save more", currency: "EUR", tiers: TIERS };

  it("lists every tier, lowest first, with the shop's money format", () => {
    expect(labelIn("en", spend)).toBe("Spend more, save more: Spend €500.00, get €25.00 off · Spend €1,000.00, get €75.00 off · Spend €2,000.00, get €200.00 off");
  });

  it.each([
    ["de", "Mehr kaufen: Ab 500,00 € Einkaufswert 25,00 € Rabatt · Ab 1.000,00 € Einkaufswert 75,00 € Rabatt · Ab 2.000,00 € Einkaufswert 200,00 € Rabatt"],
    ["fr", "Mehr kaufen : Dépensez 500,00 €, obtenez 25,00 € de remise · Dépensez 1 000,00 €, obtenez 75,00 € de remise · Dépensez 2 000,00 €, obtenez 200,00 € de remise"],
    ["zh-cn", "Mehr kaufen：满€500.00减€25.00 · 满€1,000.00减€75.00 · 满€2,000.00减€200.00"],
  ] as const)("in %s", (lng, expected) => {
    // Intl's own spaces (no-break, narrow no-break) compared as plain spaces.
    expect(labelIn(lng, { ...spend, name: "Mehr kaufen" })?.replace(/[\u00a0\u202f]/g, " ")).toBe(expected);
  });

  it("in the reduction's currency: pounds, zloty", () => {
    expect(labelIn("en", { name: "Save", currency: "GBP", tiers: [{ thresholdMinor: 45_000, amountOffMinor: 2_000 }] })).toBe("Save: Spend £450.00, get £20.00 off");
    expect(labelIn("pl", { name: "Oszczędzaj", currency: "PLN", tiers: [{ thresholdMinor: 200_000, amountOffMinor: 10_000 }] })?.replace(/[\u00a0\u202f]/g, " ")).toBe("Oszczędzaj: Wydaj 2000,00 zł, otrzymaj 100,00 zł rabatu");
  });

  it("has its texts in every language, with the amounts in them", () => {
    for (const lng of LANGUAGES) {
      const label = labelIn(lng, { name: "X", currency: "EUR", tiers: [{ thresholdMinor: 50_000, amountOffMinor: 2_500 }] });
      expect(label, lng).toMatch(/500[.,]00/);
      expect(label, lng).toMatch(/25[.,]00/);
      expect(label, lng).not.toContain("reduction.");
      expect(label, lng).not.toContain("{{");
    }
  });

  it("is none without a tier that makes sense", () => {
    expect(labelIn("en", { ...spend, tiers: [] })).toBeNull();
    expect(labelIn("en", { ...spend, tiers: [{ thresholdMinor: 1_000, amountOffMinor: 1_000 }] })).toBeNull();
  });
});
