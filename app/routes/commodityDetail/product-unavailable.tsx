import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";

type Props = { reason: "offMarket" | "outOfScope"; name: string; barcode: string; productListRoute: string };

/** A product that cannot be ordered by this account: said plainly, with a way on (decision 0033). */
export function ProductUnavailable({ reason, name, barcode, productListRoute }: Props) {
  const { t } = useTranslation(["catalogue", "product"]);
  const heading = reason === "offMarket" ? t("catalogue:detail.offMarket.heading") : t("product:outOfScope.heading");
  const body = reason === "offMarket" ? t("catalogue:detail.offMarket.body", { barcode }) : t("product:outOfScope.body", { barcode });
  return (
    <div className="unavailable">
      <h1>{name}</h1>
      <div data-unavailable={reason}>
        <h2>{heading}</h2>
        <p>{body}</p>
        <p>
          <Link to={productListRoute}>
            {t("catalogue:detail.offMarket.browse")}
          </Link>
        </p>
      </div>
    </div>
  );
}
