import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { paginationItems } from "~/domain/catalogue-query";

type Props = {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  /** The navigation landmark's name ("Pages of results"). */
  label: string;
};

const linkClass = "page-link";

/** Page links in a named navigation landmark; the current page is marked with aria-current. */
export function Pagination({ page, pages, hrefFor, label }: Props) {
  const { t } = useTranslation("catalogue");
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="pages">
      <ul>
        {page > 1 ? (
          <li>
            <Link to={hrefFor(page - 1)} rel="prev" className={linkClass}>
              <span aria-hidden="true">← </span>
              {t("pagination.previous")}
            </Link>
          </li>
        ) : null}
        {paginationItems(page, pages).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                aria-label={t("pagination.page", { page: item })}
                aria-current={item === page ? "page" : undefined}
                className={
                  item === page ? `${linkClass} page-current` : linkClass
                }
              >
                {item}
              </Link>
            </li>
          )
        )}
        {page < pages ? (
          <li>
            <Link to={hrefFor(page + 1)} rel="next" className={linkClass}>
              {t("pagination.next")}
              <span aria-hidden="true"> →</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
