import { describe, expect, it } from "vitest";
import { type RegionChoices, type RegionInput, formatAddressLine, regionName, resolveRegion } from "./addresses";

const SPAIN: RegionChoices = { provinces: [{ id: 1, name: "Andalusia" }, { id: 2, name: "Madrid" }], cities: [] };
const SPAIN_ANDALUSIA: RegionChoices = { ...SPAIN, cities: [{ id: 11, name: "Seville" }, { id: 12, name: "Málaga" }] };
const NOTHING: RegionChoices = { provinces: [], cities: [] };
const input = (values: Partial<RegionInput>): RegionInput => ({ provinceId: null, cityId: null, province: null, city: null, ...values });

describe("resolveRegion", () => {
  it.each<[string, RegionInput, RegionChoices, ReturnType<typeof resolveRegion>]>([
    ["listed province and listed city", input({ provinceId: 1, cityId: 11 }), SPAIN_ANDALUSIA, { ok: true, value: { provinceId: 1, cityId: 11, province: null, city: null } }],
    ["typed text is ignored where the dictionary has entries", input({ provinceId: 1, cityId: 12, province: "x", city: "y" }), SPAIN_ANDALUSIA, { ok: true, value: { provinceId: 1, cityId: 12, province: null, city: null } }],
    ["listed province without listed cities takes a typed city", input({ provinceId: 2, city: "Getafe" }), SPAIN, { ok: true, value: { provinceId: 2, cityId: null, province: null, city: "Getafe" } }],
    ["no dictionary: typed province and city", input({ province: "Ohio", city: "Columbus" }), NOTHING, { ok: true, value: { provinceId: null, cityId: null, province: "Ohio", city: "Columbus" } }],
    ["province missing", input({ cityId: 11 }), SPAIN, { ok: false, errors: { provinceId: "addresses:validation.province.choose" } }],
    ["province of another country", input({ provinceId: 99, city: "x" }), SPAIN, { ok: false, errors: { provinceId: "addresses:validation.province.notInCountry" } }],
    ["province of another country and no city", input({ provinceId: 99 }), SPAIN, { ok: false, errors: { provinceId: "addresses:validation.province.notInCountry", city: "addresses:validation.city.required" } }],
    ["city missing where cities are listed", input({ provinceId: 1 }), SPAIN_ANDALUSIA, { ok: false, errors: { cityId: "addresses:validation.city.choose" } }],
    ["city of another province", input({ provinceId: 1, cityId: 21 }), SPAIN_ANDALUSIA, { ok: false, errors: { cityId: "addresses:validation.city.notInProvince" } }],
    ["typed city missing", input({ provinceId: 2 }), SPAIN, { ok: false, errors: { city: "addresses:validation.city.required" } }],
    ["no dictionary, nothing typed", input({}), NOTHING, { ok: false, errors: { province: "addresses:validation.province.required", city: "addresses:validation.city.required" } }],
  ])("%s", (_name, value, choices, expected) => {
    expect(resolveRegion(value, choices)).toEqual(expected);
  });
});

describe("regionName", () => {
  it.each([
    ["es", "Andalucía"],
    ["en", "Andalusia"],
    ["de", "Andalusia"],
  ])("in %s: %s", (lng, name) => {
    expect(regionName({ en: "Andalusia", es: "Andalucía" }, lng)).toBe(name);
  });
});

describe("formatAddressLine", () => {
  it.each([
    [{ address: "Calle Mayor 1", postalCode: "28013", city: "Madrid", province: "Community of Madrid", country: "Spain" }, "Calle Mayor 1, 28013 Madrid, Community of Madrid, Spain"],
    [{ address: "Overtoom 141", postalCode: "1054 HG", city: "Amsterdam", province: "", country: "Netherlands" }, "Overtoom 141, 1054 HG Amsterdam, Netherlands"],
  ])("%j", (parts, line) => {
    expect(formatAddressLine(parts)).toBe(line);
  });
});
