import { useActionData } from "@remix-run/react";
import { type FormReply, ErrorSummary, replyErrors, replyValue } from "~/chunks/forms";
import { useTranslation } from "~/i18n/react";
import { BackToCentre } from "~/chunks/downloads";
import { safeRedirect } from "~/domain/safe-redirect";

/** The page of a refused record action (generate again, send): the message, and the way back. */
export function RecordActionRefused() {
  const reply = useActionData<FormReply>();
  const { t } = useTranslation("downloads");
  if (!reply) return null;
  const back = safeRedirect(replyValue(reply, "redirectTo"), "/downloadCenter");
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <ErrorSummary errors={replyErrors(reply, t, () => undefined)} />
      <h1 className="text-2xl font-bold">{t("records.heading")}</h1>
      <BackToCentre to={back} className="mt-6" />
    </div>
  );
}
