import type { LoaderFunctionArgs } from "@remix-run/node";
import { signInHref } from "~/domain/product-pages";
import { parseId, parsePage } from "~/domain/catalogue-query";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";
import { productPreview } from "~/services/catalogue/product-pages.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

const notFound = () => new Response("Not Found", { status: 404 });

/**
 * /preview/commodityDetail?goodsId=…&brand=…: public, no session needed (SPEC.md section 4). An
 * anonymous visitor sees what the product is, never its price, stock or promotions, and is offered
 * the sign-in that leads to the full page (decision 0034). Nothing is recorded in any history.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { brand } = context;
  const url = new URL(request.url);
  const id = parseId(url.searchParams.get("goodsId"));
  if (id === null) throw notFound();
  const lng = await getLanguage(request, context);
  const product = await productPreview({ id, brandKey: brand.key, lng, currency: brand.defaultCurrency });
  if (!product) throw notFound();
  const title = await pageTitle(request, context, "product:preview.title", { name: product.name });
  const fullPage = `/commodityDetail?${new URLSearchParams({ goodsId: String(id), brand: brand.key })}`;
  const imageIndex = Math.min(parsePage(url.searchParams.get("image")), Math.max(1, product.images.length)) - 1;
  return { title, product, fullPage, signIn: signInHref(fullPage), imageIndex, brandKey: brand.key, lng };
}
