import { Link, useLocation } from "@remix-run/react";
import { Suspense, lazy, useId, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { arrivalNoticeHref } from "~/chunks/shell";

/**
 * The panel (its fetchers, the form and the form's field components) is fetched when a buyer first
 * opens one: the lists and the brand homes show many of these buttons and would otherwise carry it
 * in their first load. Until it arrives the panel's place is there, empty and busy.
 */
const InlinePanel = lazy(() => import("./arrival-notice-panel").then((module) => ({ default: module.InlinePanel })));

type Props = { productId: number; productName: string };

/**
 * The only action a sold-out or replenishment product offers (SPEC.md section 4). Without
 * JavaScript it is a link to the /arrivalNotice page, which comes back here with a notice. With
 * JavaScript it opens the form in place (its defaults loaded from that page) and posts it with a
 * fetcher: errors show beside the fields, success as a status message, and the page stays.
 */
export function ArrivalNoticeButton({ productId, productName }: Props) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [notices, setNotices] = useState(false);
  const redirectTo = `${location.pathname}${location.search}`;
  const href = arrivalNoticeHref(productId, redirectTo);
  return (
    <div className="relative z-10">
      <Link
        to={href}
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        onClick={(event) => {
          event.preventDefault();
          setOpen(!open);
          if (!notices) void i18n.loadNamespaces("notices").then(() => setNotices(true));
        }}
        className="notice-link"
      >
        {t("arrivalNotice.button")}
        <span className="sr-only">{`: ${productName}`}</span>
      </Link>
      {open ? (
        <Suspense fallback={<div id={`${id}-panel`} tabIndex={-1} aria-busy="true" className="notice-panel" />}>
          <InlinePanel id={`${id}-panel`} href={href} productId={productId} ready={notices} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
