import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { PermissionForm } from "~/components/downloads/permission-form";
import { BackToCentre, canRequest, MAX_PERMISSION_NOTE_CHARS, PermissionStatus } from "~/chunks/downloads";
import { ErrorSummary, replyErrors } from "~/chunks/forms";
import { StatusNotice, timeZoneForCountry, titleMeta, noticeFrom, withNotice } from "~/chunks/shell";
import { requestUnwatermarked } from "~/services/downloads/permissions.server";
import { requireActor } from "~/services/identity/actor.server";
import { refuseRead } from "~/services/platform/form-reply.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";
import { permissionView } from "../downloadCenter/permission-view.server";

export const meta = titleMeta;
export const handle = { i18n: ["downloads"] };

/** GET /downloadCenter/unwatermarked: the request for images without the watermark, its state, and the form when one may be sent. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context);
  const lng = await getLanguage(request, context);
  return {
    notice: noticeFrom("permission", new URL(request.url).search),
    title: await pageTitle(request, context, "downloads:permission.title"),
    permission: await permissionView(actor.accountId, { lng, timeZone: timeZoneForCountry(actor.countryCode) }),
    noteMax: MAX_PERMISSION_NOTE_CHARS,
  };
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** POST: purpose and note; sent → this page with its notice (the state is now "under review"). */
export async function action({ request, context }: ActionFunctionArgs) {
  const actor = await requireActor(request, context);
  const form = await request.formData();
  const purpose = field(form, "purpose");
  const note = field(form, "note");
  const sent = await requestUnwatermarked(actor, { purpose, note });
  if (sent.ok) return redirect(withNotice("/downloadCenter/unwatermarked", "permission", "sent"));
  const { problem } = sent;
  const message = problem.key === "noteTooLong" ? { key: "downloads:permission.problems.noteTooLong", values: { max: problem.max } } : { key: `downloads:permission.problems.${problem.key}` };
  const kept = { purpose: purpose.slice(0, 20), note: note.slice(0, MAX_PERMISSION_NOTE_CHARS * 2) };
  if (problem.key === "purpose") return refuseRead(context, kept, { fieldErrors: { purpose: [message] } });
  if (problem.key === "noteTooLong") return refuseRead(context, kept, { fieldErrors: { note: [message] } });
  return refuseRead(context, kept, { formErrors: [message], status: 409 });
}

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
