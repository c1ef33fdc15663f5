import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { MAX_PERMISSION_NOTE_CHARS } from "~/domain/downloads";
import { timeZoneForCountry } from "~/domain/date-time";
import { noticeFrom, withNotice } from "~/domain/notices";
import { requestUnwatermarked } from "~/services/downloads/permissions.server";
import { requireActor } from "~/services/identity/actor.server";
import { refuseRead } from "~/services/platform/form-reply.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";
import { permissionView } from "../downloadCenter/permission-view.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

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
