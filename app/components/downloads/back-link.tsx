import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";

/** "Back to the download centre", on the centre's other pages (or to where a record's action came from). */
export function BackToCentre({ to = "/downloadCenter", className }: { to?: string; className?: string }) {
  const { t } = useTranslation("downloads");
  return (
    <p className={className}>
      <Link to={to} className="font-medium text-brand-dark underline">
        {t("page.back")}
      </Link>
    </p>
  );
}
