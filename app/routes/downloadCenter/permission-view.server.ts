import type { PermissionView } from "~/components/downloads/unwatermarked";
import { formatDateTime } from "~/domain/date-time";
import type { Language } from "~/i18n/languages";
import { imagePermission } from "~/services/downloads/permissions.server";

/**
 * The account's request for unwatermarked images as the pages show it: its state, dated by the
 * decision (or by the request while it is reviewed), and a refusal's reason.
 */
export async function permissionView(accountId: number, { lng, timeZone }: { lng: Language; timeZone: string }): Promise<PermissionView> {
  const permission = await imagePermission(accountId);
  const when = permission.state === "review" ? permission.requestedAt : permission.decidedAt;
  return {
    status: permission.state,
    date: when ? formatDateTime(when.toISOString(), lng, timeZone) : null,
    reason: permission.state === "refused" ? permission.reason : null,
  };
}
