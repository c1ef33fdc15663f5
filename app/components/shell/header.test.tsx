import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import common from "../../../locales/en/common.json";
import { TranslationsProvider } from "~/i18n/react";
import { Translations } from "~/i18n/translations";
import { Header, type ShellViewer } from "./header";

const translations = new Translations({ lng: "en", bundles: { en: { common } } });
const brand = { key: "aigostar", name: "Aigostar", homeRoute: "/", logo: "/logo.svg" };
const viewer: ShellViewer = { fullName: "Ana Buyer", role: "buyer", actingFor: null, unreadMessages: 0, finishedDownloads: 2 };

/** Rendered as the server renders it, in a data router (the header holds forms). */
async function render(location: string, shown: ShellViewer | null = viewer): Promise<string> {
  const handler = createStaticHandler([{ path: "*", element: <Header brand={brand} viewer={shown} cart={{ lines: 0, quantity: 0 }} locale="en" languages={["en"]} keyword="" /> }]);
  const context = await handler.query(new Request(`http://localhost${location}`));
  if (context instanceof Response) throw new Error("unexpected response");
  return renderToStaticMarkup(
    <TranslationsProvider value={translations}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </TranslationsProvider>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/\s+/g, " ");

describe("the header's downloads link", () => {
  it("links to the centre with the count of packages finished since the last visit, as text after the visible words", async () => {
    const html = await render("/aigoStarProductList");
    expect(html).toMatch(/<a[^>]* href="\/downloadCenter"><span>Downloads<\/span> <span class="[^"]*">2<\/span><span class="sr-only"> packages ready<\/span><\/a>/);
    // And in the account menu.
    expect(text(html)).toContain("Downloads (2 ready)");
  });

  it("shows no count when none finished, nor on the centre, which marks them seen", async () => {
    for (const html of [await render("/", { ...viewer, finishedDownloads: 0 }), await render("/downloadCenter"), await render("/downloadCenter/records?source=cart")]) {
      expect(html).toMatch(/<a[^>]* href="\/downloadCenter"><span>Downloads<\/span><\/a>/);
      expect(html).not.toContain("ready");
    }
  });

  it("is not there for a visitor", async () => {
    expect(await render("/", null)).not.toContain("/downloadCenter");
  });
});

describe("the header of staff (decision 0112)", () => {
  it("has the back office and sign-out in the account menu, and no downloads or buyer links", async () => {
    const html = await render("/aigoStarProductList", { ...viewer, fullName: "Elena Ruiz", role: "service", finishedDownloads: 0 });
    expect(html).toContain('href="/office"');
    expect(text(html)).toContain("Back office");
    expect(text(html)).toContain("Sign out");
    for (const buyerLink of ["/downloadCenter", "/account", "/order/myOrder", "/account/messages"]) expect(html).not.toContain(`href="${buyerLink}"`);
  });
});
