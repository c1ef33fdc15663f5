import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter, StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en/catalogue.json";
import { cardForClient } from "~/domain/card-product";
import type { CardSettings, ProductCardData } from "~/services/catalogue/product-cards.server";
import { plainCard } from "~tests/support/cards";
import { Pagination } from "./pagination";
import { ProductCard } from "./product-card";
import { ProductGrid } from "./product-grid";
import { TranslationsProvider } from "~/i18n/react";
import { Translations } from "~/i18n/translations";

const translations = new Translations({ lng: "en", bundles: { en: { catalogue: en } } });

// Rendered as the server renders it: static markup, with a router for the links.
function render(element: ReactElement): string {
  return renderToStaticMarkup(
    <TranslationsProvider value={translations}>
      <StaticRouter location="/">{element}</StaticRouter>
    </TranslationsProvider>,
  );
}

const settings: CardSettings = {
  lng: "en",
  brandKey: "aigostar",
  currency: "EUR",
  strikeOnlyWhenLower: false,
  isTestAccount: false,
  userRateBp: 0,
  timeZone: "Europe/Madrid",
};

const product: ProductCardData = {
  ...plainCard,
  replaceBarcode: "8433325099999",
  name: "Air fryer 5.5 L, black",
  image: "products/aigostar/air-fryer-1.webp",
  params: [
    { type: "1", value: "5.5 L" },
    { type: "2", value: "Stainless steel" },
    { type: "1", value: "1700 W" },
  ],
  tags: ["Best seller"],
  isNew: true,
  top: true,
  minOrderQty: 2,
  pkgNum: 2,
};

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("ProductCard", () => {
  it("a product with fittings: a closed 'Fittings (N)' disclosure whose link opens the fittings page; none without (decision 0111)", () => {
    const html = render(<ProductCard product={cardForClient({ ...product, fittings: 7 })} settings={settings} />);
    expect(html).toContain('<details class="fittings"><summary>Fittings (7)<span>: Air fryer 5.5 L, black</span></summary>');
    expect(html).toContain(`<a href="/commodityDetail/fittings?goodsId=${product.id}">Show the fittings<span>: Air fryer 5.5 L, black</span></a></details>`);
    expect(cardForClient({ ...product, fittings: 0 })).not.toHaveProperty("fittings");
    expect(render(<ProductCard product={cardForClient({ ...product, fittings: 0 })} settings={settings} />)).not.toContain("fittings");
  });

  it("shows the 184 px image with its size and the product name as alt text", () => {
    const html = render(<ProductCard product={cardForClient(product)} settings={settings} />);
    expect(html).toContain('src="/media/products/aigostar/air-fryer-1.webp"');
    expect(html).toContain('alt="Air fryer 5.5 L, black"');
    expect(html).toContain('width="184"');
    expect(html).toContain('height="184"');
  });

  it("links to the detail page in a new tab and says so to screen readers (the ↗ on screen is CSS)", () => {
    const html = render(<ProductCard product={cardForClient(product)} settings={settings} />);
    const link = /<a [^>]*href="\/commodityDetail\?goodsId=42&amp;brand=aigostar"[^>]*>/.exec(html)?.[0] ?? "";
    expect(link).toContain('target="_blank"');
    // Same origin, and target="_blank" opens without an opener: no rel in every card (decision 0099).
    expect(link).not.toContain("rel=");
    const hintId = /aria-describedby="([^"]+)"/.exec(link)?.[1];
    expect(hintId).toBeTruthy();
    expect(html).toMatch(new RegExp(`<p id="${hintId!.replace(/[.*+?^${}()|[\]\\:]/g, "\\$&")}"[^>]*>.*Opens in a new tab</p>`));
  });

  it("in a grid refers to the grid's one new-tab text, and names itself by its heading (ids unique per section)", async () => {
    // The grid's purchase panels use a fetcher: rendered in a data router, as the server renders it.
    const handler = createStaticHandler([{ path: "/", element: <ProductGrid products={[product, { ...product, id: 43 }].map(cardForClient)} settings={settings} section="new-arrivals" /> }]);
    const context = await handler.query(new Request("http://localhost/"));
    if (context instanceof Response) throw new Error("unexpected response");
    const html = renderToStaticMarkup(
      <TranslationsProvider value={translations}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </TranslationsProvider>,
    );
    const hints = [...html.matchAll(/<p id="([^"]+)" class="sr-only">Opens in a new tab<\/p>/g)].map((match) => match[1]);
    expect(hints).toHaveLength(1);
    expect([...html.matchAll(/aria-describedby="([^"]+)"/g)].map((match) => match[1]).filter((id) => id === hints[0])).toHaveLength(2);
    expect(html).toContain('<article aria-labelledby="new-arrivals-p42" class="card">');
    expect(html).toContain('<h3 id="new-arrivals-p43" class="card-name">');
  });

  it("shows badge, Top label, barcode with its alternative, type-1 params, price and stock", () => {
    const out = text(render(<ProductCard product={cardForClient(product)} settings={settings} />));
    expect(out).toContain("New");
    expect(out).toContain("Top");
    expect(out).toContain("8433325012345 (8433325099999)");
    expect(out).toContain("5.5 L/1700 W");
    expect(out).not.toContain("Stainless steel");
    expect(out).toContain("€40.85");
    expect(out).toContain("Stock: 200+");
  });

  it("strikes the original price next to a lower activity price, labelled for screen readers", () => {
    const html = render(<ProductCard product={cardForClient({ ...product, activityPriceMinor: 3500, activityRateBp: 1432 })} settings={settings} />);
    expect(text(html)).toContain("€35.00");
    // The label's span is hidden by `.price s > span` (app/styles/tailwind.css).
    expect(html).toMatch(/<s><span>Original price: <\/span>€40.85<\/s>/);
    expect(text(html)).toContain("Your discount: 14%");
  });

  it("shows the zero-price notice instead of a price", () => {
    const out = text(render(<ProductCard product={cardForClient({ ...product, priceMinor: 0 })} settings={settings} />));
    expect(out).toContain("Zero price: please ask your salesperson");
    expect(out).not.toContain("€");
  });

  it("shows a flash sale's end time and what is left", () => {
    const flash = { ...product, promotion: { kind: "flash_sale" as const, endsAt: "2026-12-25T17:00:00.000Z", quantityLimit: 100, remainingQty: 40 } };
    const html = render(<ProductCard product={cardForClient(flash)} settings={settings} />);
    expect(html).toContain('<time dateTime="2026-12-25T17:00:00.000Z">');
    expect(text(html)).toContain("Dec 25, 2026, 6:00 PM GMT+1");
    expect(text(html)).toContain("40 left of 100");
  });

  it("counts a flash sale down on the server from the render time, as a timer that does not talk every second", () => {
    const flash = { ...product, promotion: { kind: "flash_sale" as const, endsAt: "2026-12-25T17:00:00.000Z", quantityLimit: 100, remainingQty: 40 } };
    const html = render(<ProductCard product={cardForClient(flash)} settings={{ ...settings, renderedAt: "2026-12-24T15:58:57.500Z" }} />);
    const timer = /<span role="timer"[^>]*>([^<]*)<\/span>/.exec(html);
    expect(timer?.[0]).toContain('aria-live="off"');
    expect(timer?.[1]).toBe("1 d 01:01:03");
    expect(text(html)).toContain("Ends in");
  });

  it("shows the promotion stock bar only while promotion stock is left", () => {
    const flash = (remainingQty: number) => ({
      ...product,
      promotion: { kind: "flash_sale" as const, endsAt: "2026-12-25T17:00:00.000Z", quantityLimit: 100, remainingQty },
    });
    const some = render(<ProductCard product={cardForClient(flash(25))} settings={settings} />);
    // A native <progress> (role progressbar): its value is an attribute, so it shows without JavaScript under the CSP.
    expect(some).toMatch(/<progress[^>]*value="25"[^>]*max="100"/);
    expect(some).not.toMatch(/style=/);
    const none = render(<ProductCard product={cardForClient(flash(0))} settings={settings} />);
    expect(none).not.toContain("<progress");
    expect(text(none)).not.toContain("left of");
  });

  it("shows cashback tiers, the order-now style first", () => {
    const html = render(
      <ProductCard
        product={cardForClient({ ...product, cashback: [{ thresholdMinor: 50_000, percentBp: 200 }, { thresholdMinor: 0, percentBp: 100 }] })}
        settings={settings}
      />,
    );
    const out = text(html);
    expect(html).toContain("<details");
    expect(out).toContain("Cashback up to 2%");
    expect(out.indexOf("Order now: 1% cashback on any order")).toBeLessThan(out.indexOf("2% cashback on orders from €500.00"));
  });

  it("renders the purchase panel only for a card that can be bought, and the arrival notice only when sold out or restocking", () => {
    const panel = <button type="button">PANEL</button>;
    const notice = <button type="button">NOTICE</button>;
    const card = (p: ProductCardData) => text(render(<ProductCard product={cardForClient(p)} settings={settings} arrivalNotice={notice}>{panel}</ProductCard>));
    expect(card(product)).toContain("PANEL");
    expect(card(product)).not.toContain("NOTICE");
    const soldOut = card({ ...product, stock: { available: 0, inTransit: 0, notCheckStock: false } });
    expect(soldOut).toContain("NOTICE");
    expect(soldOut).not.toContain("PANEL");
    const restocking = card({ ...product, restock: true, stock: { available: 0, inTransit: 10, notCheckStock: false } });
    expect(restocking).toContain("Restocking");
    expect(restocking).toContain("NOTICE");
    const zero = card({ ...product, priceMinor: 0, activityPriceMinor: 0 });
    expect(zero).toContain("Zero price");
    expect(zero).not.toContain("PANEL");
    expect(zero).not.toContain("NOTICE");
    const unlimited = card({ ...product, stock: { available: 0, inTransit: 0, notCheckStock: true } });
    expect(unlimited).toContain("PANEL");
    expect(unlimited).toContain("Stock: 9,999");
    expect(unlimited).not.toContain("9999+");
  });

  it("caps the cart badge at 9999+", () => {
    expect(text(render(<ProductCard product={cardForClient(product)} settings={settings} inCartQty={12} />))).toContain("In cart: 12");
    expect(text(render(<ProductCard product={cardForClient(product)} settings={settings} inCartQty={10_000} />))).toContain("In cart: 9999+");
    expect(text(render(<ProductCard product={cardForClient(product)} settings={settings} />))).not.toContain("In cart");
  });

  it("shows a test account 1000+ and presale its quantity", () => {
    expect(text(render(<ProductCard product={cardForClient(product)} settings={{ ...settings, isTestAccount: true }} />))).toContain("Stock: 1,000+");
    expect(text(render(<ProductCard product={cardForClient({ ...product, presale: true, stock: { available: 60, inTransit: 0, notCheckStock: false } })} settings={settings} />))).toContain(
      "Presale stock: 60",
    );
  });

  it("shows a presale product's arrival date, in the reader's language (the presale view, decision 0111)", () => {
    const presale = cardForClient({ ...product, presale: true, presaleArrival: "2026-12-15", stock: { available: 60, inTransit: 0, notCheckStock: false } });
    const html = render(<ProductCard product={presale} settings={settings} />);
    expect(text(html)).toContain("Presale stock: 60");
    expect(html).toContain('<time dateTime="2026-12-15">Dec 15, 2026</time>');
    expect(text(render(<ProductCard product={cardForClient(product)} settings={settings} />))).not.toContain("Arrives");
  });

  it("names a product without an image", () => {
    const out = text(render(<ProductCard product={cardForClient({ ...product, image: null })} settings={settings} />));
    expect(out).toContain("No image");
  });
});

describe("Pagination", () => {
  const hrefFor = (page: number) => `/list?page=${page}`;

  it("is a named navigation with the current page marked", () => {
    const html = render(<Pagination page={5} pages={10} hrefFor={hrefFor} label="Pages" />);
    expect(html).toMatch(/^<nav aria-label="Pages"/);
    expect(html).toMatch(/<a aria-label="Page 5" aria-current="page"[^>]*href="\/list\?page=5"/);
    expect(html).toMatch(/rel="prev"[^>]*href="\/list\?page=4"/);
    expect(html).toMatch(/rel="next"[^>]*href="\/list\?page=6"/);
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
  });

  it("has no previous link on the first page and no next link on the last", () => {
    expect(render(<Pagination page={1} pages={3} hrefFor={hrefFor} label="Pages" />)).not.toContain('rel="prev"');
    expect(render(<Pagination page={3} pages={3} hrefFor={hrefFor} label="Pages" />)).not.toContain('rel="next"');
  });

  it("renders nothing for a single page", () => {
    expect(render(<Pagination page={1} pages={1} hrefFor={hrefFor} label="Pages" />)).toBe("");
  });
});
