import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";

/** The one error page: localized 404, 403 and 500 (anything else reads as 500). */
export function ErrorPage({ status, homeRoute }: { status: number; homeRoute: string }) {
  const { t } = useTranslation();
  const kind = status === 404 ? "notFound" : status === 403 ? "forbidden" : status === 400 ? "badRequest" : "serverError";
  return (
    <div className="error-page">
      <p>{t("error.status", { status })}</p>
      <h1>{t(`error.${kind}.title`)}</h1>
      <p>{t(`error.${kind}.body`)}</p>
      <p>
        <Link to={homeRoute}>
          {t("error.backHome")}
        </Link>
      </p>
    </div>
  );
}
