import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";

type Props = { reason: "offMarket" | "outOfScope"; name: string; barcode: string; productListRoute: string };

/** A product that cannot be ordered by this account: said plainly, with a way on (decision 0033). */
export function ProductUnavailable({ reason, name, barcode, productListRoute }: Props) {
  const { t } = useTranslation(["catalogue", "product"]);
  const heading = reason === "offMarket" ? t("catalogue:detail.offMarket.heading") : t("product:outOfScope.heading");
  const body = reason === "offMarket" ? t("catalogue:detail.offMarket.body", { barcode }) : t("product:outOfScope.body", { barcode });
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold">{name}</h1>
      <div className="mt-6 rounded border-l-4 border-gray-800 bg-gray-50 p-6" data-unavailable={reason}>
        <h2 className="text-xl font-semibold">{heading}</h2>
        <p className="mt-2 text-gray-800">{body}</p>
        <p className="mt-4">
          <Link to={productListRoute} className="font-medium text-brand-dark underline">
            {t("catalogue:detail.offMarket.browse")}
          </Link>
        </p>
      </div>
    </div>
  );
}
