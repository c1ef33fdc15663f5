import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import catalogue from "../../../locales/en/catalogue.json";
import common from "../../../locales/en/common.json";
import { cardForClient } from "~/domain/card-product";
import type { CardSettings, ProductCardData } from "~/services/catalogue/product-cards.server";
import { plainCard } from "~tests/support/cards";
import { ProductCard } from "./product-card";
import { TranslationsProvider } from "~/i18n/react";
import { Translations } from "~/i18n/translations";

const translations = new Translations({ lng: "en", bundles: { en: { catalogue, common } } });

function render(element: ReactElement, location = "/aigoStarProductList?show=soldOut"): string {
  return renderToStaticMarkup(
    <TranslationsProvider value={translations}>
      <StaticRouter location={location}>{element}</StaticRouter>
    </TranslationsProvider>,
  );
}

const settings: CardSettings = { lng: "en", brandKey: "aigostar", currency: "EUR", strikeOnlyWhenLower: false, isTestAccount: false, userRateBp: 0, timeZone: "UTC" };

const base: ProductCardData = { ...plainCard, id: 7, model: "K-1", name: "Kettle 1.7 L", priceMinor: 1000, stock: { available: 0, inTransit: 0, notCheckStock: false } };

const purchasePanel = <button type="button">Add to cart</button>;

describe("the card's arrival-notice button", () => {
  it.each([
    ["sold out", base],
    ["replenishment", { ...base, restock: true }],
  ])("a %s card offers only the arrival notice, linking to its page and back here", (_, product) => {
    const html = render(<ProductCard product={cardForClient(product)} settings={settings}>{purchasePanel}</ProductCard>);
    expect(html).not.toContain("Add to cart");
    expect(html).toContain('href="/arrivalNotice?goodsId=7&amp;redirectTo=%2FaigoStarProductList%3Fshow%3DsoldOut"');
    expect(html).toContain("Notify me on arrival");
  });

  it.each([
    ["in stock", { ...base, stock: { available: 5, inTransit: 0, notCheckStock: false } }],
    ["presale", { ...base, presale: true }],
    ["unlimited stock", { ...base, stock: { available: 0, inTransit: 0, notCheckStock: true } }],
  ])("a %s card keeps its purchase panel and offers no notice", (_, product) => {
    const html = render(<ProductCard product={cardForClient(product)} settings={settings}>{purchasePanel}</ProductCard>);
    expect(html).toContain("Add to cart");
    expect(html).not.toContain("/arrivalNotice");
  });
});
