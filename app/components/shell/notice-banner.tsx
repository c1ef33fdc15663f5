import { useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { StatusNotice } from "~/components/ui/status-notice";
import type { Notice } from "~/domain/notices";

/**
 * The one-time success notice after a redirect (decision 0016), read from the address by the root's
 * loader; rendered on the server too. The root's data is not read again on every navigation (its
 * shouldRevalidate), so the notice shows only while the address still carries it.
 */
export function NoticeBanner({ notice }: { notice: Notice<"shell"> | null }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  if (!notice || new URLSearchParams(search).get("notice") !== notice.key) return null;
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
