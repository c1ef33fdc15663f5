import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { productHref } from "~/components/catalogue/media";
import { ProductImage } from "~/components/catalogue/product-image";
import { formatCount, formatMoney } from "~/domain/money";
import { requireViewer } from "~/services/auth.server";
import { cartLines } from "~/services/catalogue.server";
import { getLanguage } from "~/services/locale.server";
import { pageTitle } from "~/services/page.server";
import { titleMeta } from "~/utils/meta";

export const meta = titleMeta;
export const handle = { i18n: ["catalogue"] };

/** The acting account's cart, read-only for now (changing it arrives with the cart issue). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request, context);
  const { brand } = context;
  const lng = await getLanguage(request, context);
  const currency = viewer.acting?.currency ?? brand.defaultCurrency;
  const cart = viewer.acting
    ? await cartLines({ accountId: viewer.acting.accountId, lng, currency, strikeOnlyWhenLower: brand.strikeOnlyWhenLower })
    : null;
  return {
    title: await pageTitle(request, context, "catalogue:cart.title"),
    cart,
    lng,
    currency,
    brandKey: brand.key,
    productListRoute: brand.productListRoute,
  };
}

export default function Cart() {
  const { cart, lng, currency, brandKey, productListRoute } = useLoaderData<typeof loader>();
  const { t } = useTranslation("catalogue");
  const money = (minor: number) => formatMoney(minor, currency, lng);
  if (!cart || cart.lines.length === 0) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-3xl font-bold">{t("cart.heading")}</h1>
        <p className="mt-6 text-lg">{cart ? t("cart.empty") : t("cart.noClient")}</p>
        <p className="mt-4">
          <Link to={productListRoute} className="font-medium text-brand-dark underline">
            {t("cart.browse")}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t("cart.heading")}</h1>
      <div className="mt-6 overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{t("cart.caption")}</caption>
          <thead>
            <tr className="border-b-2 border-gray-300">
              <th scope="col" className="py-2 pr-4">
                {t("cart.product")}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t("cart.barcode")}
              </th>
              <th scope="col" className="py-2 pr-4 text-right">
                {t("cart.quantity")}
              </th>
              <th scope="col" className="py-2 pr-4 text-right">
                {t("cart.unitPrice")}
              </th>
              <th scope="col" className="py-2 text-right">
                {t("cart.lineTotal")}
              </th>
            </tr>
          </thead>
          <tbody>
            {cart.lines.map((line) => (
              <tr key={line.productId} className="border-b border-gray-200 align-middle">
                <th scope="row" className="py-3 pr-4 font-normal">
                  <div className="flex items-center gap-3">
                    <ProductImage path={line.image} alt="" size={64} className="size-16 shrink-0" />
                    <div>
                      {line.brandKey === brandKey ? (
                        <Link to={productHref(line.productId, brandKey)} className="font-medium text-gray-900 underline">
                          {line.name}
                        </Link>
                      ) : (
                        <span className="font-medium">{line.name}</span>
                      )}
                      {line.offMarket ? <p className="text-xs font-semibold text-red-800">{t("cart.offMarket")}</p> : null}
                    </div>
                  </div>
                </th>
                <td className="py-3 pr-4 break-all">{line.barcode}</td>
                <td className="py-3 pr-4 text-right tabular-nums">{formatCount(line.quantity, lng)}</td>
                <td className="py-3 pr-4 text-right tabular-nums">{line.unitMinor === null ? t("price.zero") : money(line.unitMinor)}</td>
                <td className="py-3 text-right tabular-nums">{line.lineTotalMinor === null ? "—" : money(line.lineTotalMinor)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section aria-labelledby="cart-summary-heading" className="mt-8 ml-auto max-w-sm rounded border border-gray-200 p-4">
        <h2 id="cart-summary-heading" className="text-lg font-semibold">
          {t("cart.summary")}
        </h2>
        <dl className="mt-2 grid grid-cols-[1fr_auto] gap-y-1">
          <dt>{t("cart.productsCount")}</dt>
          <dd className="text-right tabular-nums">{formatCount(cart.count, lng)}</dd>
          <dt>{t("cart.totalQuantity")}</dt>
          <dd className="text-right tabular-nums">{formatCount(cart.totalQuantity, lng)}</dd>
          <dt className="font-semibold">{t("cart.totalAmount")}</dt>
          <dd className="text-right font-semibold tabular-nums">{money(cart.totalMinor)}</dd>
        </dl>
        {cart.unpricedLines > 0 ? <p className="mt-3 text-sm text-gray-700">{t("cart.unpriced", { count: cart.unpricedLines })}</p> : null}
      </section>
    </div>
  );
}
