import type { EntryContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { instanceFor, routeNamespaces } from "./i18n.server";

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

  it("include what the components asked for while rendering: useTranslation's namespaces, ns:key keys and the ns option", () => {
    const { instance, namespacesUsed } = instanceFor("de");
    expect(namespacesUsed()).toEqual(["common"]);
    const t = instance.getFixedT("de", "catalogue");
    expect(namespacesUsed()).toEqual(["common", "catalogue"]);
    t("cart:errors.quantity");
    t("profile.heading", { ns: "account" });
    // Not namespaces: a text with a colon, an unknown prefix.
    t("https://example.test");
    t("nope:key");
    expect(namespacesUsed().sort()).toEqual(["account", "cart", "catalogue", "common"]);
  });

  it("are noted per page: another page's instance starts afresh", () => {
    const first = instanceFor("en");
    first.instance.getFixedT("en", "orders");
    expect(instanceFor("en").namespacesUsed()).toEqual(["common"]);
  });
});
