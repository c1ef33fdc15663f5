import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n/languages";
import { byLocalName, countryName } from "./countries";

const GERMANY = { code: "DE", englishName: "Germany", chineseName: "德国" };

describe("countryName: in the reader's language", () => {
  it.each([
    ["en", "Germany"],
    ["de", "Deutschland"],
    ["es", "Alemania"],
    ["fr", "Allemagne"],
    ["it", "Germania"],
    ["nl", "Duitsland"],
    ["pl", "Niemcy"],
    ["pt", "Alemanha"],
    ["zh-cn", "德国"],
  ] as const)("%s", (lng, expected) => {
    expect(countryName(GERMANY, lng)).toBe(expected);
  });

  it("falls back to the English name for a code Intl does not know", () => {
    expect(countryName({ code: "XY", englishName: "Nowhere", chineseName: "" }, "de")).toBe("Nowhere");
  });

  it("falls back to Intl on Chinese pages when the dictionary has no Chinese name", () => {
    expect(countryName({ ...GERMANY, chineseName: " " }, "zh-cn")).toBe("德国");
  });

  it("never answers with something empty, in any language", () => {
    for (const lng of LANGUAGES) expect(countryName({ code: "MX", englishName: "Mexico", chineseName: "墨西哥" }, lng)).not.toBe("");
  });
});

describe("byLocalName", () => {
  it("sorts with the language's collation (accents in place, not at the end)", () => {
    const names = ["Zypern", "Österreich", "Albanien"];
    expect(byLocalName(names, (name) => name, "de")).toEqual(["Albanien", "Österreich", "Zypern"]);
  });
});
