import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { TranslationsProvider, useTranslation } from "./react";
import { Translations } from "./translations";
import type { Bundle } from "./translator";

const FILES: Record<string, Bundle> = {
  "en/common": { hello: "Hello", items_one: "{{count}} item", items_other: "{{count}} items" },
  "de/common": { hello: "Hallo", items_one: "{{count}} Artikel", items_other: "{{count}} Artikel" },
  "en/cart": { heading: "Cart" },
  "de/cart": { heading: "Warenkorb" },
};

/** A browser's translations over FILES, counting the requests; `broken` files fail. */
function browser(lng: string, broken: string[] = []) {
  const requests: string[] = [];
  const fetch = vi.fn((language: string, ns: string) => {
    requests.push(`${language}/${ns}`);
    const bundle = FILES[`${language}/${ns}`];
    return broken.includes(`${language}/${ns}`) || !bundle ? Promise.reject(new Error("404")) : Promise.resolve(bundle);
  });
  return { translations: new Translations({ lng, fetch }), requests };
}

describe("the page's translations", () => {
  it("load each file once, however many components ask at the same time", async () => {
    const { translations, requests } = browser("en");
    expect(translations.has("en", ["common"])).toBe(false);
    await Promise.all([translations.load("en", ["common", "cart"]), translations.load("en", ["common"])]);
    await translations.load("en", ["cart"]);
    expect(requests).toEqual(["en/common", "en/cart"]);
    expect(translations.has("en", ["common", "cart"])).toBe(true);
    expect(translations.translator(["cart", "common"])("heading")).toBe("Cart");
    expect(translations.translator()("items", { count: 2 })).toBe("2 items");
  });

  it("give up on a file after a few attempts: it counts as loaded, its keys show, and the caller is told", async () => {
    vi.useFakeTimers();
    try {
      const { translations, requests } = browser("en", ["en/cart"]);
      const loading = translations.load("en", ["common", "cart"]);
      await vi.runAllTimersAsync();
      expect(await loading).toEqual({ failed: ["cart"] });
      expect(requests.filter((request) => request === "en/cart")).toHaveLength(3);
      expect(translations.has("en", ["cart"])).toBe(true);
      expect(translations.translator(["cart"])("heading")).toBe("heading");
    } finally {
      vi.useRealTimers();
    }
  });

  it("change language once every namespace used so far is there in the new one, telling the components once", async () => {
    const { translations, requests } = browser("en");
    await translations.load("en", ["common", "cart"]);
    const told = vi.fn();
    translations.subscribe(told);
    const changing = translations.changeLanguage("de");
    expect(translations.language).toBe("en");
    await changing;
    expect(translations.language).toBe("de");
    expect(requests.slice(2).sort()).toEqual(["de/cart", "de/common"]);
    expect(translations.translator(["cart"])("heading")).toBe("Warenkorb");
    expect(told).toHaveBeenCalled();
    const seen = told.mock.calls.length;
    await translations.changeLanguage("de");
    expect(told.mock.calls.length).toBe(seen);
  });

  it("let the last change of language win over one still loading", async () => {
    const { translations } = browser("en");
    await translations.load("en", ["common"]);
    const toGerman = translations.changeLanguage("de");
    await translations.changeLanguage("en");
    await toGerman;
    expect(translations.language).toBe("en");
  });
});

function Greeting({ ns }: { ns?: string }) {
  const { t, i18n } = useTranslation(ns, { useSuspense: false });
  return <p lang={i18n.language}>{`${t("hello")} ${t("cart:heading")} ${t("items", { count: 1 })}`}</p>;
}

describe("useTranslation", () => {
  it("renders with the provider's translations in its language", async () => {
    const { translations } = browser("de");
    await translations.load("de", ["common", "cart"]);
    const html = renderToStaticMarkup(
      <TranslationsProvider value={translations}>
        <Greeting />
      </TranslationsProvider>,
    );
    expect(html).toBe('<p lang="de">Hallo Warenkorb 1 Artikel</p>');
  });

  it("without suspense, renders keys for what is not loaded yet and asks for it", async () => {
    const { translations, requests } = browser("en");
    const html = renderToStaticMarkup(
      <TranslationsProvider value={translations}>
        <Greeting ns="cart" />
      </TranslationsProvider>,
    );
    expect(html).toBe('<p lang="en">hello heading items</p>');
    expect(requests).toEqual(["en/cart"]);
  });

  it("suspends until its namespaces are loaded", async () => {
    const { translations } = browser("en");
    function Suspending() {
      const { t } = useTranslation("cart");
      return <p>{t("heading")}</p>;
    }
    let thrown: unknown;
    try {
      renderToStaticMarkup(
        <TranslationsProvider value={translations}>
          <Suspending />
        </TranslationsProvider>,
      );
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeDefined();
    await translations.load("en", ["cart"]);
    expect(
      renderToStaticMarkup(
        <TranslationsProvider value={translations}>
          <Suspending />
        </TranslationsProvider>,
      ),
    ).toBe("<p>Cart</p>");
  });
});
