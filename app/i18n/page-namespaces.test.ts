import type { EntryContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { pageTranslations, routeNamespaces } from "./i18n.server";

describe("the namespaces a page gets", () => {
  it("are common and those of the matched routes, not of every route the server has loaded", () => {
    const context = {
      staticHandlerContext: { matches: [{ route: { id: "root" } }, { route: { id: "routes/cart" } }] },
      routeModules: {
        root: { handle: undefined },
        "routes/cart": { handle: { i18n: ["catalogue", "cart"] } },
        "routes/register": { handle: { i18n: ["register", "password"] } },
        "routes/orders": { handle: { i18n: "orders" } },
      },
    } as unknown as EntryContext;
    expect(routeNamespaces(context)).toEqual(["common", "catalogue", "cart"]);
  });

  it("include what the components asked for while rendering: useTranslation's namespaces, ns:key keys and nested $t(ns:key)", () => {
    const { translations, namespacesUsed } = pageTranslations("de");
    expect(namespacesUsed()).toEqual(["common"]);
    translations.use(["catalogue"]);
    const t = translations.translator(["catalogue"]);
    expect(namespacesUsed()).toEqual(["common", "catalogue"]);
    expect(t("orders:status.shipped")).toBe("Versandt");
    // A checkout text naming a cart error with "$t(cart:errors.…)".
    expect(t("checkout:errors.line", { product: "Lampe", issue: "offMarket" })).toBe("Lampe: Dieses Produkt ist nicht mehr im Handel.");
    // Not namespaces: a text with a colon, an unknown prefix.
    t("https://example.test");
    t("nope:key");
    expect(namespacesUsed().sort()).toEqual(["cart", "catalogue", "checkout", "common", "orders"]);
  });

  it("are noted per page: another page's translations start afresh", () => {
    const first = pageTranslations("en");
    first.translations.use(["orders"]);
    first.translations.translator(["orders"])("list.heading");
    expect(pageTranslations("en").namespacesUsed()).toEqual(["common"]);
  });
});
