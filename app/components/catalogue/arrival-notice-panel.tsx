import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { FormReply } from "~/chunks/forms";
import { useTranslation } from "~/i18n/react";
import { ArrivalNoticeForm } from "./arrival-notice-form";
import { routeData } from "./route-data";

type PageData = { defaults: { email: string; quantity: string }; redirectTo: string };
type Reply = FormReply | { subscribed: true; email: string };

/**
 * An arrival-notice button's panel, client only (it opens on a click, loaded then: see
 * ./arrival-notice-button.tsx): loads the form's defaults (not with a fetcher: a failed load says
 * so here, with the arrival-notice page's link, and the page stays), then posts with a fetcher.
 */
export function InlinePanel({ id, href, productId, ready, onClose }: { id: string; href: string; productId: number; ready: boolean; onClose: () => void }) {
  const { t } = useTranslation("notices", { useSuspense: false });
  const [data, setData] = useState<PageData | null>();
  const submit = useFetcher<Reply>();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const abort = new AbortController();
    void routeData<PageData>(href, "routes/arrivalNotice", abort.signal).then((loaded) => loaded !== undefined && setData(loaded));
    panel.current?.focus();
    return () => abort.abort();
  }, [href]);
  const reply = submit.data;
  const subscribed = reply && "subscribed" in reply ? reply : null;
  const close = (
    <button type="button" onClick={onClose} className="mt-2 text-sm font-medium text-brand-dark underline">
      {t("form.close")}
    </button>
  );
  return (
    <div id={id} ref={panel} tabIndex={-1} aria-busy={!ready || data === undefined} className="notice-panel">
      {!ready ? null : data === null ? (
        <>
          <p role="alert">{t("form.failed")}</p>
          <a href={href} className="mt-2 inline-block font-medium text-brand-dark underline">
            {t("form.open")}
          </a>{" "}
          {close}
        </>
      ) : !data ? null : (
        <>
          {subscribed ? (
            <p role="status" className="mb-3 rounded border border-green-700 bg-green-50 px-3 py-2 text-sm text-green-900">
              {t("form.subscribed", { email: subscribed.email })}{" "}
              <Link to="/account/arrivalNotices" className="underline">
                {t("form.viewAll")}
              </Link>
            </p>
          ) : (
            <ArrivalNoticeForm
              goodsId={productId}
              defaults={data.defaults}
              redirectTo={data.redirectTo}
              lastResult={reply && !("subscribed" in reply) ? reply : null}
              FormComponent={submit.Form}
              inline
              busy={submit.state !== "idle"}
            />
          )}
          {close}
        </>
      )}
    </div>
  );
}
