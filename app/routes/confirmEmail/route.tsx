import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { replyValue } from "~/chunks/forms";
import { titleMeta } from "~/chunks/shell";
import { ResendForm } from "./resend-form";
import type { action, loader } from "./confirm-email.server";

export { action, loader } from "./confirm-email.server";

export const meta = titleMeta;
export const handle = { i18n: ["register"] };

export default function ConfirmEmailPage() {
  const { state, token } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("register");
  const busy = navigation.state === "submitting";
  // A refused resend keeps its form; any other refusal (the confirm button) means the link is no good.
  const resendReply = replyValue(actionData, "intent") === "resend" ? actionData : null;
  const confirmRefused = actionData !== undefined && resendReply === null;
  const failed = confirmRefused || state === "invalid";
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      {state === "confirm" && !failed ? (
        <>
          <h1 className="mb-4 text-2xl font-bold">{t("confirm.heading")}</h1>
          <p className="mb-6">{t("confirm.body")}</p>
          <Form method="post">
            <input type="hidden" name="intent" value="confirm" />
            <input type="hidden" name="token" value={token ?? ""} />
            <button type="submit" disabled={busy} className="rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-60">
              {t("confirm.submit")}
            </button>
          </Form>
        </>
      ) : (
        <>
          <h1 className="mb-4 text-2xl font-bold">{failed ? t("invalid.heading") : t("resend.heading")}</h1>
          {/* A refused confirmation is announced: the page changed in answer to the button. */}
          <p className="mb-6" role={confirmRefused ? "alert" : undefined}>
            {failed ? t("invalid.body") : t("resend.body")}
          </p>
          <ResendForm lastResult={resendReply} busy={busy} />
        </>
      )}
    </div>
  );
}
