import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { PermissionForm } from "~/components/downloads/permission-form";
import { BackToCentre, canRequest, PermissionStatus } from "~/chunks/downloads";
import { ErrorSummary, replyErrors } from "~/chunks/forms";
import { StatusNotice, titleMeta } from "~/chunks/shell";
import type { loader, action } from "./unwatermarked-request.server";

export { action, loader } from "./unwatermarked-request.server";

export const meta = titleMeta;
export const handle = { i18n: ["downloads"] };

export default function Unwatermarked() {
  const { permission, noteMax } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation("downloads");
  const notice = useLoaderData<typeof loader>().notice;
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <ErrorSummary errors={replyErrors(reply, t, (name) => (name === "purpose" ? "unwatermarked-purpose-website" : name === "note" ? "unwatermarked-note" : undefined))} />
      <BackToCentre />
      <h1 className="mt-4 text-3xl font-bold">{t("permission.heading")}</h1>
      <p className="mt-2 text-gray-700">{t("permission.intro")}</p>
      {notice ? <StatusNotice className="mt-4">{t(notice.text)}</StatusNotice> : null}
      <h2 className="mt-6 text-xl font-semibold">{t("permission.status")}</h2>
      <div className="mt-2">
        <PermissionStatus permission={permission} />
      </div>
      {canRequest(permission) ? <PermissionForm permission={permission} reply={reply} noteMax={noteMax} busy={busy} /> : null}
    </div>
  );
}
