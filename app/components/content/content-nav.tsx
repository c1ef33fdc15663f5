import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";

const AREAS = [
  ["help", "/office/content/help"],
  ["notices", "/office/content/notices"],
  ["banners", "/office/content/banners"],
] as const;

/** The back office's way back to its home, and between the three content areas. */
export function ContentNav({ current }: { current: (typeof AREAS)[number][0] }) {
  const { t } = useTranslation(["content", "office"]);
  return (
    <nav aria-label={t("nav.label")}>
      <ul className="flex flex-wrap gap-4">
        <li>
          <Link to="/office" className="text-brand-dark underline">
            {t("office:nav.dashboard")}
          </Link>
        </li>
        {AREAS.map(([key, to]) => (
          <li key={key}>
            <Link to={to} aria-current={key === current ? "page" : undefined} className={key === current ? "font-bold" : "text-brand-dark underline"}>
              {t(`nav.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
