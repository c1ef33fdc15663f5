import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n/languages";
import { BRANDS } from "~/services/platform/brands.server";
import { CATALOGUES, flattenTree, splitProducts, typeSlots } from "./catalogue";
import type { BrandCatalogue } from "./catalogue-types";
import { DRAWINGS } from "./drawings";
import { Random } from "./prng";
import { buildModel, buildName, chooseVariant } from "./product-text";
import type { T9 } from "./text";
import { MATERIALS, PARAM_NAMES } from "./vocabulary";
import { USAGE } from "./usage";

const brandKeys = BRANDS.map((brand) => brand.key);

function texts(catalogue: BrandCatalogue): T9[] {
  return [
    ...flattenTree(catalogue).map((category) => category.names),
    ...typeSlots(catalogue).map((slot) => slot.type.noun),
    ...catalogue.tags.map((tag) => tag.names),
  ];
}

describe("splitProducts", () => {
  it("splits 2000 products 40/20/15/15/10", () => {
    expect(Object.fromEntries(splitProducts(2000, brandKeys))).toEqual({
      aigostar: 800,
      nobleza: 300,
      ubathlife: 300,
      lumora: 400,
      "aigostar-mx": 200,
    });
  });

  it.each([0, 7, 100, 160, 999, 100_000])("gives every product to some brand, and each brand enough for its scenarios (%i)", (total) => {
    const counts = [...splitProducts(total, brandKeys).values()];
    expect(counts.reduce((a, b) => a + b, 0)).toBe(total);
    if (total >= 100) for (const count of counts) expect(count).toBeGreaterThanOrEqual(20);
  });
});

describe.each(BRANDS.map((brand) => [brand.key, CATALOGUES[brand.key]] as const))("%s catalogue", (brandKey, catalogue) => {
  it("has a three-level tree with products only on leaves", () => {
    const categories = flattenTree(catalogue);
    expect(categories.some((category) => category.level === 3)).toBe(true);
    for (const category of categories) {
      expect(category.types.length > 0).toBe(category.level === 3);
      expect(category.slug).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it("writes every text in all nine languages, not as English copies", () => {
    const all = texts(catalogue);
    for (const text of all) {
      expect(text).toHaveLength(LANGUAGES.length);
      for (const value of text) expect(value.trim()).not.toBe("");
    }
    const copies = all.filter((text) => text[2] === text[0] || text[1] === text[0]);
    expect(copies.length / all.length).toBeLessThan(0.1);
  });

  it("uses known drawings, unique type keys and accessories of the same brand", () => {
    const slots = typeSlots(catalogue);
    const keys = slots.map((slot) => slot.type.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const { type } of slots) {
      expect(Object.keys(DRAWINGS)).toContain(type.drawing);
      expect(type.colours.length).toBeLessThanOrEqual(4);
      expect(type.genders).toMatch(/^[mf]{4}[mfn]$/);
      for (const accessory of type.accessories ?? []) expect(keys).toContain(accessory);
      for (const saleDouble of type.saleDouble) expect(saleDouble).toBeGreaterThan(0);
    }
  });

  it("builds product names and models without gaps", () => {
    const rng = new Random("names", brandKey);
    const brand = BRANDS.find((entry) => entry.key === brandKey)!;
    for (const { type } of typeSlots(catalogue)) {
      const variant = chooseVariant(type, catalogue.series, rng);
      const names = buildName(type, variant, "Brand", brand.mainLanguages);
      expect(Object.keys(names).sort()).toEqual(["en", ...brand.mainLanguages].sort());
      for (const name of Object.values(names)) expect(name).not.toMatch(/undefined|NaN|\s{2}|^\s|\s$/);
      expect(buildModel(type, variant, 1)).toMatch(/^[A-Z]{2,3}-[0-9]+[A-Z]?$/);
    }
  });
});

describe("product texts", () => {
  it("agrees the colour with the noun and writes decimals the local way", () => {
    const airFryer = typeSlots(CATALOGUES.aigostar).find((slot) => slot.type.key === "air-fryer")!.type;
    const variant = { tier: 2, colour: 0, series: null, values: [2, 2, 0, 0, 2] };
    const names = buildName(airFryer, variant, "Aigostar", ["es", "de", "pl", "zh-cn"]);
    expect(names).toEqual({
      en: "Aigostar Air Fryer 5.5 L 1700 W, black",
      "zh-cn": "Aigostar 空气炸锅 5.5 L 1700 W，黑色",
      es: "Freidora de aire Aigostar 5,5 L 1700 W, negra",
      pl: "Frytkownica beztłuszczowa Aigostar 5,5 L 1700 W, czarna",
      de: "Aigostar Heißluftfritteuse 5,5 L 1700 W, schwarz",
    });
    expect(buildModel(airFryer, variant, 1)).toBe("AF-55B");
  });

  it("has every vocabulary entry in nine languages", () => {
    for (const text of [...Object.values(MATERIALS), ...Object.values(PARAM_NAMES), ...Object.values(USAGE)]) {
      expect(text).toHaveLength(9);
      for (const value of text) expect(value.trim()).not.toBe("");
    }
  });
});
