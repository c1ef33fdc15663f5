import { useTranslation } from "~/i18n/react";

/** The account's request for unwatermarked images as shown: its state, when, and a refusal's reason. */
export type PermissionView = { status: "none" | "review" | "approved" | "refused"; date: string | null; reason: string | null };

export const PURPOSES = ["website", "customers"] as const;

/** Whether the buyer may send a request now (none yet, or the last one was refused). */
export const canRequest = (permission: Pick<PermissionView, "status">): boolean => permission.status === "none" || permission.status === "refused";

/** The state in a sentence ("Under review: your request of 27 Nov 2026 is being reviewed.") and the reason of a refusal. */
export function PermissionStatus({ permission }: { permission: PermissionView }) {
  const { t } = useTranslation("downloads");
  const date = permission.date ?? "";
  const tone = permission.status === "approved" ? "border-green-700 bg-green-50 text-green-900" : permission.status === "refused" ? "border-red-700 bg-red-50 text-red-900" : "border-gray-400 bg-gray-50 text-gray-900";
  return (
    <div className={`rounded border-l-4 px-4 py-3 ${tone}`} data-permission={permission.status}>
      <p className="font-medium">{permission.status === "none" ? t("permission.none") : t(`permission.${permission.status}`, { date })}</p>
      {permission.status === "refused" && permission.reason ? <p className="mt-1">{t("permission.reason", { reason: permission.reason })}</p> : null}
    </div>
  );
}
