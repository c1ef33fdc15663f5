import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { noticeFrom } from "~/domain/notices";

/** The one-time success notice after a redirect (decision 0016); rendered on the server too. */
export function NoticeBanner() {
  const { search } = useLocation();
  const { t } = useTranslation();
  const notice = noticeFrom(search);
  if (!notice) return null;
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4">
      <p role="status" className="rounded border-l-4 border-green-700 bg-green-50 px-4 py-3 font-medium text-green-900">
        {t(`notice.${notice}`)}
      </p>
    </div>
  );
}

/**
 * On every page of an account that is not approved yet: it may browse and fill a cart, not order.
 * A standing note, not a live status message (that role belongs to the notice after an action).
 */
export function ApprovalNotice() {
  const { t } = useTranslation();
  return (
    <p id="approval-notice" className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950">
      {t("notice.awaitingApproval")}
    </p>
  );
}
