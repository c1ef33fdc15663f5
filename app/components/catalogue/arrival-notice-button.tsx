import type { FormReply } from "~/components/ui/server-form";
import { Link, useFetcher, useLocation } from "@remix-run/react";
import { Suspense, lazy, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { arrivalNoticeHref } from "./arrival-notice-link";

/**
 * The form (and its field components) is fetched when a buyer first opens a panel: the lists and the
 * brand homes show many of these buttons and would otherwise carry it in their first load.
 */
const ArrivalNoticeForm = lazy(() => import("./arrival-notice-form").then((module) => ({ default: module.ArrivalNoticeForm })));

type Props = { productId: number; productName: string };

type PageData = { defaults: { email: string; quantity: string }; redirectTo: string };
type Reply = FormReply | { subscribed: true; email: string };

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
      {open ? <InlinePanel id={`${id}-panel`} href={href} productId={productId} ready={notices} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

/** Client only (it opens on a click): loads the form's defaults, then posts with a fetcher. */
function InlinePanel({ id, href, productId, ready, onClose }: { id: string; href: string; productId: number; ready: boolean; onClose: () => void }) {
  const { t } = useTranslation("notices", { useSuspense: false });
  const loader = useFetcher<PageData>();
  const submit = useFetcher<Reply>();
  const panel = useRef<HTMLDivElement>(null);
  const { load } = loader;
  useEffect(() => {
    load(href);
    panel.current?.focus();
  }, [load, href]);
  const data = loader.data;
  const reply = submit.data;
  const subscribed = reply && "subscribed" in reply ? reply : null;
  return (
    <div id={id} ref={panel} tabIndex={-1} aria-busy={!ready || !data} className="mt-2 rounded border border-gray-300 bg-white p-3 focus:outline-none">
      {!ready || !data ? null : (
        <>
          {subscribed ? (
            <p role="status" className="mb-3 rounded border border-green-700 bg-green-50 px-3 py-2 text-sm text-green-900">
              {t("form.subscribed", { email: subscribed.email })}{" "}
              <Link to="/account/arrivalNotices" className="underline">
                {t("form.viewAll")}
              </Link>
            </p>
          ) : (
            <Suspense fallback={null}>
              <ArrivalNoticeForm
                goodsId={productId}
                defaults={data.defaults}
                redirectTo={data.redirectTo}
                lastResult={reply && !("subscribed" in reply) ? reply : null}
                FormComponent={submit.Form}
                inline
                busy={submit.state !== "idle"}
              />
            </Suspense>
          )}
          <button type="button" onClick={onClose} className="mt-2 text-sm font-medium text-brand-dark underline">
            {t("form.close")}
          </button>
        </>
      )}
    </div>
  );
}
