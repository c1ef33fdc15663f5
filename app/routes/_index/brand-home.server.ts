import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { cardForClient } from "~/domain/card-product";
import { requireViewer } from "~/services/identity/actor.server";
import { cardSettingsFor } from "~/services/catalogue/product-cards.server";
import { homeBanners, homeSections } from "~/services/catalogue/home.server";
import { categoryTree } from "~/services/catalogue/categories.server";
import { fullReductionLabel } from "~/services/combined/reduction-label.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";

// The brand home's loader, apart from its page: the route imports its server code through this one
// module, which no other route imports (decision 0104).

/**
 * How many products each home section shows: one row of the widest grid (five columns), each
 * section linking to its whole list ("See all"). Forty cards made the page 200 KB of HTML
 * (issue 15, decision 0099).
 */
export const HOME_SECTION_SIZE = 5;

/**
 * The brand home. Each brand has its own home route (SPEC.md section 2); opened on another
 * brand's host, a home route sends the browser to that brand's home.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { brand } = context;
  if (new URL(request.url).pathname !== brand.homeRoute) throw redirect(brand.homeRoute);
  const viewer = await requireViewer(request, context);
  const lng = await getLanguage(request, context);
  const settings = cardSettingsFor({ brand, acting: viewer.acting, lng });
  const categories = await categoryTree(brand.key, lng);
  const banners = await homeBanners({ brandKey: brand.key, lng });
  const { inCart, ...sections } = await homeSections({
    brandKey: brand.key,
    lng,
    currency: settings.currency,
    limit: HOME_SECTION_SIZE,
    cartOf: viewer.acting?.accountId ?? null,
  });
  return {
    title: await pageTitle(request, context, "home.title"),
    brandName: brand.name,
    productListRoute: brand.productListRoute,
    categories,
    banners,
    sections: {
      flashSales: sections.flashSales.map(cardForClient),
      newArrivals: sections.newArrivals.map(cardForClient),
      salesRanking: sections.salesRanking.map(cardForClient),
      cashbackOffers: sections.cashbackOffers.map(cardForClient),
    },
    inCart,
    settings,
    reduction: await fullReductionLabel(request, context, { acting: viewer.acting, lng }),
  };
}
