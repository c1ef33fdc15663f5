import { type FormReply, messageText, replyError, replyValue, Textarea, useServerForm } from "~/chunks/forms";
import { Form } from "@remix-run/react";
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

/** The request: purpose (required, radio buttons) and an optional note; "send again" after a refusal. */
export function PermissionForm({ permission, reply, noteMax, busy }: { permission: PermissionView; reply: FormReply | null | undefined; noteMax: number; busy: boolean }) {
  const { t } = useTranslation("downloads");
  const [form, fields] = useServerForm<{ purpose: string; note: string }>({ id: "unwatermarked", reply });
  const purposeError = replyError(reply, "purpose");
  const chosen = replyValue(reply, "purpose");
  return (
    <Form method="post" action="/downloadCenter/unwatermarked" {...form.props} className="mt-4">
      <fieldset aria-describedby={purposeError ? "unwatermarked-purpose-error" : undefined}>
        <legend className="font-medium text-gray-900">{t("permission.purpose")}</legend>
        {purposeError ? (
          <p id="unwatermarked-purpose-error" className="mt-1 text-sm font-medium text-red-700">
            {messageText(t, purposeError)}
          </p>
        ) : null}
        <ul className="mt-1 space-y-1">
          {PURPOSES.map((purpose) => (
            <li key={purpose} className="flex items-center gap-2">
              <input id={`unwatermarked-purpose-${purpose}`} type="radio" name="purpose" value={purpose} defaultChecked={chosen === purpose} className="h-5 w-5" />{" "}
              <label htmlFor={`unwatermarked-purpose-${purpose}`}>{t(`permission.${purpose}`)}</label>
            </li>
          ))}
        </ul>
      </fieldset>
      <Textarea field={fields.note} label={t("permission.note")} hint={t("permission.noteHint", { max: noteMax })} rows={3} maxLength={noteMax} className="mt-4" />
      <button type="submit" disabled={busy} className="mt-4 rounded bg-brand-dark px-4 py-2 font-semibold text-white disabled:opacity-60">
        {t(permission.status === "refused" ? "permission.resubmit" : "permission.submit")}
      </button>
    </Form>
  );
}
