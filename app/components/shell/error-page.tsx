import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";

/** The one error page: localized 404, 403 and 500 (anything else reads as 500). */
export function ErrorPage({ status, homeRoute }: { status: number; homeRoute: string }) {
  const { t } = useTranslation();
  const kind = status === 404 ? "notFound" : status === 403 ? "forbidden" : status === 400 ? "badRequest" : "serverError";
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <p className="text-sm font-semibold text-brand">{t("error.status", { status })}</p>
      <h1 className="mt-2 text-3xl font-bold text-gray-900">{t(`error.${kind}.title`)}</h1>
      <p className="mt-4 text-gray-700">{t(`error.${kind}.body`)}</p>
      <p className="mt-8">
        <Link to={homeRoute} className="rounded bg-brand px-4 py-2 font-medium text-white hover:bg-brand-dark">
          {t("error.backHome")}
        </Link>
      </p>
    </div>
  );
}
