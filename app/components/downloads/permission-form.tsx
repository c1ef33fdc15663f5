import { Form } from "@remix-run/react";
import { type FormReply, messageText, replyError, replyValue, Textarea, useServerForm } from "~/chunks/forms";
import { type PermissionView, PURPOSES } from "~/chunks/downloads";
import { useTranslation } from "~/i18n/react";

// The request form of the unwatermarked-images page only: apart from the centre's shared parts
// (./unwatermarked.tsx), so that the centre's other pages do not load the form components
// (decision 0104).

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
