import { Link, isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorPage } from "~/components/shell/error-page";

/** The address routes' error boundary: "Address not found" for a 404, the usual page otherwise. */
export function AddressErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation("addresses");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status !== 404) return <ErrorPage status={status} homeRoute="/account/addresses" />;
  return (
    <section aria-labelledby="address-not-found">
      <h1 id="address-not-found" className="text-2xl font-bold">
        {t("notFound.title")}
      </h1>
      <p className="mt-4 text-gray-700">{t("notFound.body")}</p>
      <p className="mt-6">
        <Link to="/account/addresses" className="font-medium text-brand-dark underline">
          {t("notFound.back")}
        </Link>
      </p>
    </section>
  );
}
