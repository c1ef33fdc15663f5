import { type FormReply, ErrorSummary, Field, summaryErrors, useServerForm } from "~/chunks/forms";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { z } from "zod";
import { EMAIL_MAX_LENGTH } from "~/chunks/shell";
import type { resendSchema } from "./schema.server";

/** "Send me a new link": posts to /confirmEmail (intent resend) from every page that offers it. */
export function ResendForm({ lastResult, busy }: { lastResult?: FormReply | null; busy: boolean }) {
  const { t } = useTranslation("register");
  // Field messages are keys of the common namespace or carry their own namespace prefix.
  const { t: messages } = useTranslation();
  const [form, fields] = useServerForm<z.input<typeof resendSchema>>({ id: "resend", reply: lastResult });
  return (
    <>
      <ErrorSummary errors={summaryErrors(form, messages)} />
      <Form method="post" action="/confirmEmail" {...form.props}>
        <input type="hidden" name="intent" value="resend" />
        <Field field={fields.email} label={t("field.email.label")} type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} />
        <button type="submit" disabled={busy} className="rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-60">
          {t("resend.submit")}
        </button>
      </Form>
    </>
  );
}
