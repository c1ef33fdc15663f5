import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import cart from "../../../locales/en/cart.json";
import catalogue from "../../../locales/en/catalogue.json";
import type { CardSettings, ProductCardData } from "~/services/catalogue/product-cards.server";
import { plainCard } from "~tests/support/cards";
import { PurchasePanel } from "./purchase-panel";
import { TranslationsProvider } from "~/i18n/react";
import { Translations } from "~/i18n/translations";

const translations = new Translations({ lng: "en", bundles: { en: { cart, catalogue } } });

const settings: CardSettings = {
  lng: "en",
  brandKey: "aigostar",
  currency: "EUR",
  strikeOnlyWhenLower: false,
  isTestAccount: false,
  userRateBp: 0,
  timeZone: "Europe/Madrid",
  purchaseMode: "standard",
  addKey: "page-key-page-key-page-k",
};

const product: ProductCardData = { ...plainCard, minOrderQty: 5, saleDouble: 2, pkgNum: 12 };

/** Rendered as the server renders it, in a data router (the panel uses a fetcher). */
async function render(changes: Partial<ProductCardData> = {}, { mode = "standard", url = "/searchResult?keyword=123456", section = undefined as string | undefined } = {}) {
  const routes = [
    {
      path: "/searchResult",
      element: (
        <PurchasePanel
          product={{ ...product, ...changes }}
          settings={{ ...settings, purchaseMode: mode as CardSettings["purchaseMode"] }}
          unavailable={<p>arrival-notice-spot</p>}
          section={section}
        />
      ),
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error("unexpected response");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(
    <TranslationsProvider value={translations}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </TranslationsProvider>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("PurchasePanel", () => {
  it("is a plain form posting to /cart/add, with the way back and the minimum as the default quantity", async () => {
    const html = await render();
    expect(html).toMatch(/<form method="post" action="\/cart\/add"/);
    expect(html).toContain('name="goodsId" value="42"');
    expect(html).toContain('name="redirectTo" value="/searchResult?keyword=123456"');
    expect(html).toMatch(/name="quantity"[^>]*value="6"/);
    // No mode=fetch in the server's HTML: without JavaScript the add redirects back.
    expect(html).not.toContain('name="mode"');
    expect(html).toContain('id="buy-42"');
    // The page's one-time add key: the same form sent twice adds once (decision 0083).
    expect(html).toContain('name="key" value="page-key-page-key-page-k"');
  });

  it("in a page section, has the section in its id and returns there after an add (no duplicate ids on a brand home)", async () => {
    const html = await render({}, { section: "flash-sales" });
    expect(html).toContain('id="flash-sales-buy-42"');
    expect(html).not.toContain('id="buy-42"');
    expect(html).toContain('name="redirectTo" value="/searchResult?keyword=123456#flash-sales-buy-42"');
  });

  it("labels the quantity field and describes its rule", async () => {
    const html = await render();
    // The label holds its field (no id needed); the hint describes it.
    expect(html).toMatch(/<label>Quantity<span>[^<]*<\/span><input name="quantity"[^>]*aria-describedby="buy-42-hint"[^>]*\/><\/label>/);
    expect(html).toMatch(/<p id="buy-42-hint"[^>]*>Minimum 6, in multiples of 2<\/p>/);
    expect(text(html)).toContain("Minimum 6, in multiples of 2");
  });

  it.each([
    ["standard", ["+2", "+4"], ["2", "4"]],
    ["china", ["+1 box", "+2 boxes"], ["12", "24"]],
    ["box", ["+1 box", "+5 boxes", "−5 boxes", "+10 boxes", "−10 boxes"], ["12", "60", "-60", "120", "-120"]],
  ])("the %s set's quick buttons", async (mode, labels, values) => {
    const html = await render({}, { mode });
    // Submit buttons by default (no type repeated in every card); the product's name is in a span
    // `.panel button > span` hides visually (app/styles/tailwind.css, checked in tests/e2e/card-panel.spec.ts).
    const buttons = [...html.matchAll(/<button name="step" value="(-?\d+)"[^>]*>([^<]+)<span>([^<]+)<\/span><\/button>/g)];
    expect(buttons.map((match) => match[1])).toEqual(values);
    expect(buttons.map((match) => match[2])).toEqual(labels);
    expect(buttons.map((match) => match[3])).toEqual(labels.map(() => ": Air fryer"));
  });

  it("names its product in the quantity's label and the add button, as text (issue 13)", async () => {
    const html = await render();
    expect(html).toMatch(/<label>Quantity<span>: Air fryer<\/span><input /);
    expect(html).toMatch(/<button>Add to cart<span>: Air fryer<\/span><\/button>/);
  });

  it.each([
    ["sold out (and replenishment)", { stock: { available: 0, inTransit: 0, notCheckStock: false } }],
    ["zero price", { priceMinor: 0 }],
    ["no price in the currency, activity price 0", { priceMinor: null, activityPriceMinor: 0 }],
    ["off the shelves", { offShelves: true }],
  ])("is not rendered for %s; the spot for the arrival notice is", async (_name, changes) => {
    const html = await render(changes as Partial<ProductCardData>);
    expect(html).not.toContain("<form");
    expect(html).toContain("arrival-notice-spot");
  });

  it.each([
    ["sold offline only", { offlineOnly: true }, "This product is sold offline only: ask your salesperson to order it."],
    ["not for online sale", { notOnline: true }, "This product is not for sale online: ask your salesperson to order it."],
    ["not for online sale and sold out", { notOnline: true, stock: { available: 0, inTransit: 0, notCheckStock: false } }, "This product is not for sale online"],
  ])("%s: an explanatory panel in its place, shown without hover, no form (the dialog comes with JavaScript)", async (_name, changes, words) => {
    const html = await render(changes as Partial<ProductCardData>);
    expect(html).not.toContain("<form");
    expect(html).not.toContain("<dialog");
    expect(html).not.toContain("arrival-notice-spot");
    expect(html).toContain('<p class="panel panel-open text-sm">');
    expect(text(html)).toContain(words);
  });

  it("in a card it is revealed by hover or focus, but stays shown while it reports an add", async () => {
    // `.card .panel` (app/styles/tailwind.css) hides it on a wide screen with a mouse until its card is
    // hovered or focused, unless it is `panel-open`.
    expect(await render()).toContain('<div id="buy-42" class="panel">');
    expect(await render({}, { url: "/searchResult?added=42&addedQty=6&inCart=6" })).toContain('<div id="buy-42" class="panel panel-open">');
    expect(await render({}, { url: "/searchResult?added=41&addedQty=6&inCart=6" })).toContain('<div id="buy-42" class="panel">');
  });

  it("says what the add did and what the cart now holds when the page comes back with its outcome, only for its product", async () => {
    expect(text(await render({}, { url: "/searchResult?added=42&addedQty=6&inCart=18" }))).toContain("Added to your cart: 6. Now in your cart: 18.");
    expect(text(await render({}, { url: "/searchResult?added=42&addedQty=6&inCart=8&reduced=1" }))).toContain("reduced to a multiple; now 8 in the cart");
    expect(text(await render({}, { url: "/searchResult?added=41&addedQty=6&inCart=6" }))).not.toContain("Added to your cart");
    expect(text(await render({}, { url: "/searchResult?added=42&addedQty=<b>x</b>" }))).not.toContain("Added to your cart");
  });
});
