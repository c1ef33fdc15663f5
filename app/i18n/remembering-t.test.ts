import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { rememberingT } from "./i18n.server";

const instance = i18next.createInstance();
void instance.init({
  lng: "en",
  initImmediate: false,
  interpolation: { escapeValue: false },
  resources: {
    en: { common: { hello: "Hello", named: "Hello {{name}}", items_one: "{{count}} item", items_other: "{{count}} items", nested: { a: "A", b: "B" } } },
    de: { common: { hello: "Hallo", named: "Hallo {{name}}", items_one: "{{count}} Artikel", items_other: "{{count}} Artikel", nested: { a: "A", b: "B" } } },
  },
});

describe("rememberingT", () => {
  const plain = instance.getFixedT("en", "common");
  const t = rememberingT(plain, "en|common|");

  it("gives what i18next gives, for keys, interpolation and plurals, the first time and again", () => {
    for (let round = 0; round < 2; round += 1) {
      expect(t("hello")).toBe("Hello");
      expect(t("named", { name: "Ana" })).toBe("Hello Ana");
      expect(t("named", { name: "Bo" })).toBe("Hello Bo");
      expect(t("items", { count: 1 })).toBe("1 item");
      expect(t("items", { count: 7 })).toBe("7 items");
      expect(t("missing.key")).toBe(plain("missing.key"));
    }
  });

  it("keeps scopes apart: the same key in another language is not mixed up", () => {
    const german = rememberingT(instance.getFixedT("de", "common"), "de|common|");
    expect(t("hello")).toBe("Hello");
    expect(german("hello")).toBe("Hallo");
    expect(t("hello")).toBe("Hello");
  });

  it("passes calls it cannot remember safely straight through (objects in options, returnObjects, key lists)", () => {
    expect(t("nested", { returnObjects: true })).toEqual({ a: "A", b: "B" });
    expect(t(["missing", "hello"])).toBe("Hello");
    const value = { toString: () => "Zed" };
    expect(t("named", { name: value })).toBe(plain("named", { name: value }));
  });

  it("keeps the fixed function's own properties (react-i18next reads them)", () => {
    expect((t as unknown as { lng: string }).lng).toBe("en");
    expect((t as unknown as { ns: string }).ns).toBe("common");
  });
});
