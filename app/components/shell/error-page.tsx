import { Link, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { RootData } from "~/root";

/**
 * The one error page: localized 404, 403 and 500 (anything else reads as 500). A 403 shown to
 * customer service or an administrator says that staff work in the back office and links to it
 * (decision 0112).
 */
export function ErrorPage({ status, homeRoute }: { status: number; homeRoute: string }) {
  const { t } = useTranslation();
  const role = useRouteLoaderData<RootData>("root")?.viewer?.role;
  const kind = status === 404 ? "notFound" : status === 403 ? "forbidden" : status === 400 ? "badRequest" : "serverError";
  const inOffice = useLocation().pathname.startsWith("/office");
  const staff = status === 403 && (role === "service" || role === "admin") && !inOffice;
  return (
    <div className="error-page">
      <p>{t("error.status", { status })}</p>
      <h1>{t(`error.${kind}.title`)}</h1>
      <p>{staff ? t("error.forbidden.staffBody") : t(`error.${kind}.body`)}</p>
      <p>
        {staff ? (
          <Link to="/office">
            {t("error.toOffice")}
          </Link>
        ) : (
          <Link to={homeRoute}>
            {t("error.backHome")}
          </Link>
        )}
      </p>
    </div>
  );
}
