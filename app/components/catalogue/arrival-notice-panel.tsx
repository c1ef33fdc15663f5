import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { FormReply } from "~/chunks/forms";
import { useTranslation } from "~/i18n/react";
import { ArrivalNoticeForm } from "./arrival-notice-form";

type PageData = { defaults: { email: string; quantity: string }; redirectTo: string };
type Reply = FormReply | { subscribed: true; email: string };

/**
 * An arrival-notice button's panel, client only (it opens on a click, loaded then: see
 * ./arrival-notice-button.tsx): loads the form's defaults, then posts with a fetcher.
 */
export function InlinePanel({ id, href, productId, ready, onClose }: { id: string; href: string; productId: number; ready: boolean; onClose: () => void }) {
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
    <div id={id} ref={panel} tabIndex={-1} aria-busy={!ready || !data} className="notice-panel">
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
          <button type="button" onClick={onClose} className="mt-2 text-sm font-medium text-brand-dark underline">
            {t("form.close")}
          </button>
        </>
      )}
    </div>
  );
}
