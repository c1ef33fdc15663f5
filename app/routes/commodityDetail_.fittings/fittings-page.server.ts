import type { LoaderFunctionArgs } from "@remix-run/node";
import { cardForClient } from "~/domain/card-product";
import { parsePage } from "~/domain/catalogue-query";
import { stockDisplay } from "~/domain/stock-display";
import type { FittingItem } from "~/components/catalogue/fittings-list";
import { productRequest } from "~/services/catalogue/product-pages.server";
import { productFittings } from "~/services/catalogue/fittings.server";
import { pageTitle } from "~/services/platform/page.server";

// The fittings page's loader, apart from its page (decision 0104).

/**
 * /commodityDetail/fittings?goodsId=…&page=…: a listed product of the brand whose host this is and
 * one page of its fittings (five), priced and stocked for the acting account as its card is; else
 * 404. A page number that is not one, or past the end, shows the first page. The list cards'
 * "Fittings (N)" disclosure links here without JavaScript and loads this data with it.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { brand, url, id, lng, settings: card } = await productRequest(request, context);
  const { addKey: _addKey, ...settings } = card;
  const found = await productFittings({ productId: id, brandKey: brand.key, lng, currency: settings.currency, page: parsePage(url.searchParams.get("page")) });
  if (!found) throw new Response("Not Found", { status: 404 });
  const { product, items, ...paging } = found;
  const fittings = {
    ...paging,
    items: items.map((item): FittingItem => {
      const { id: itemId, name, image, priceMinor, activityPriceMinor, activityRateBp, presale } = cardForClient(item);
      const { available, notCheckStock } = item.stock;
      // The card's stock rule (ProductCard): a presale product's wholesaleQty is its available quantity.
      const stock = stockDisplay({ available, notCheckStock, presale: item.presale, wholesaleQty: available, isTestAccount: settings.isTestAccount }, lng);
      return { id: itemId, name, image, priceMinor, activityPriceMinor, activityRateBp, presale, stock, refGoodsNum: item.refGoodsNum };
    }),
  };
  return {
    title: await pageTitle(request, context, "catalogue:fittings.title", { name: product.name }),
    product,
    fittings,
    settings,
  };
}
