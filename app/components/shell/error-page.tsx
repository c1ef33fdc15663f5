import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";

/**
 * The one error page: localized 404, 403 and 500 (anything else reads as 500). A 403 that says
 * staff work in the back office (`toOffice`) links there instead of home.
 */
export function ErrorPage({ status, homeRoute, toOffice = false }: { status: number; homeRoute: string; toOffice?: boolean }) {
  const { t } = useTranslation();
  const kind = status === 404 ? "notFound" : status === 403 ? "forbidden" : status === 400 ? "badRequest" : "serverError";
  return (
    <div className="error-page">
      <p>{t("error.status", { status })}</p>
      <h1>{t(`error.${kind}.title`)}</h1>
      <p>{t(toOffice ? "error.forbidden.staffBody" : `error.${kind}.body`)}</p>
      <p>
        <Link to={toOffice ? "/office" : homeRoute}>
          {t(toOffice ? "error.toOffice" : "error.backHome")}
        </Link>
      </p>
    </div>
  );
}
