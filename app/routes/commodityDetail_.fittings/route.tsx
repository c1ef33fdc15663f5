import { Link, useLoaderData } from "@remix-run/react";
import { fittingsHref } from "~/chunks/catalogue";
import { FittingsList, fittingsRange } from "~/components/catalogue/fittings-list";
import { productHref, titleMeta, useTranslation } from "~/chunks/shell";
import type { loader } from "./fittings-page.server";

export { loader } from "./fittings-page.server";

export const meta = titleMeta;
export const handle = { i18n: ["catalogue"] };

/**
 * A product's fittings, five a page: where a card's "Fittings (N)" leads without JavaScript (with
 * it, the card shows the same list in place).
 */
export default function FittingsPage() {
  const { product, fittings, settings } = useLoaderData<typeof loader>();
  const { t } = useTranslation("catalogue");
  return (
    <div className="page">
      <h1 className="text-3xl font-bold">{t("fittings.title", { name: product.name })}</h1>
      <p className="mt-2">
        <Link to={productHref(product.id, settings.brandKey)} className="font-medium text-brand-dark underline">
          {t("fittings.product", { name: product.name })}
        </Link>
      </p>
      {fittings.total > 0 ? <p className="mt-4 text-gray-700">{t("fittings.range", fittingsRange(fittings))}</p> : null}
      <div className="mt-4 max-w-2xl">
        <FittingsList product={product} fittings={fittings} settings={settings} hrefFor={(page) => fittingsHref(product.id, page)} />
      </div>
    </div>
  );
}
