import { describe, expect, it } from "vitest";
import { allowedLanguagesForCountry, localized, matchLanguageTag, parseAcceptLanguage, resolveLanguage } from "./languages";

describe("matchLanguageTag", () => {
  it.each([
    ["en", "en"],
    ["en-GB", "en"],
    ["zh-CN", "zh-cn"],
    ["zh", "zh-cn"],
    ["zh-Hans-CN", "zh-cn"],
    ["zh-TW", null],
    ["pt-BR", "pt"],
    ["de_AT", "de"],
    ["NL", "nl"],
    ["sv", null],
    ["", null],
  ])("%s → %s", (tag, expected) => {
    expect(matchLanguageTag(tag)).toBe(expected);
  });
});

describe("parseAcceptLanguage", () => {
  it("orders by quality, keeps header order on ties and drops q=0 and *", () => {
    expect(parseAcceptLanguage("fr;q=0.5, de, *;q=0.1, nl;q=0, it;q=0.8, pl")).toEqual(["de", "pl", "it", "fr"]);
  });
  it("survives garbage", () => {
    expect(parseAcceptLanguage(";;;,q=,de;q=abc")).toEqual([]);
  });
});

describe("resolveLanguage: account, then cookie, then Accept-Language, then brand default", () => {
  const base = { brandDefault: "en" as const };
  it.each([
    ["account wins over everything", { account: "de", cookie: "fr", acceptLanguage: "nl" }, "de"],
    ["cookie when no account preference", { cookie: "fr", acceptLanguage: "nl" }, "fr"],
    ["Accept-Language when no cookie", { acceptLanguage: "nl-BE,nl;q=0.9" }, "nl"],
    ["first supported Accept-Language entry", { acceptLanguage: "sv, da;q=0.9, pt;q=0.5" }, "pt"],
    ["brand default when nothing matches", { acceptLanguage: "sv" }, "en"],
    ["unknown cookie is ignored", { cookie: "xx", acceptLanguage: "it" }, "it"],
    ["restricted account skips a language it may not use", { account: "de", allowed: ["es", "en"], cookie: "fr", acceptLanguage: "es" }, "es"],
    ["restricted account falls back to its first language", { allowed: ["pl", "en"], acceptLanguage: "de" }, "en"],
  ] as const)("%s", (_name, inputs, expected) => {
    expect(resolveLanguage({ ...base, ...inputs })).toBe(expected);
  });

  it("uses the brand default of a Spanish brand", () => {
    expect(resolveLanguage({ brandDefault: "es" })).toBe("es");
  });

  it("a restricted account whose list excludes the brand default gets its first allowed language", () => {
    expect(resolveLanguage({ brandDefault: "de", allowed: ["it", "en"] })).toBe("it");
  });
});

describe("allowedLanguagesForCountry", () => {
  it.each([
    ["ES", ["es", "en"]],
    ["it", ["it", "en"]],
    ["PL", ["pl", "en"]],
    ["DE", null],
    ["GB", null],
  ])("%s", (country, expected) => {
    expect(allowedLanguagesForCountry(country)).toEqual(expected);
  });
});

describe("localized", () => {
  it.each([
    [{ en: "Lamp", de: "Lampe" }, "de", "Lampe"],
    [{ en: "Lamp", de: "Lampe" }, "fr", "Lamp"],
    [{ en: "Lamp", fr: "" }, "fr", ""],
    [null, "de", ""],
    [undefined, "en", ""],
  ] as const)("%o in %s → %j", (text, lng, expected) => {
    expect(localized(text, lng)).toBe(expected);
  });
});
