import { useTranslation } from "~/i18n/react";
import { StatusNotice, useNotice } from "~/components/ui/status-notice";

/** The one-time success notice after a redirect (decision 0016); rendered on the server too. */
export function NoticeBanner() {
  const { t } = useTranslation();
  const notice = useNotice("shell");
  if (!notice) return null;
  return (
    <div className="notice-banner">
      <StatusNotice>{t(notice.text)}</StatusNotice>
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
    <p id="approval-notice">
      {t("notice.awaitingApproval")}
    </p>
  );
}
