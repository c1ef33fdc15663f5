import { type FormReply, ErrorSummary, Field, messageText, summaryErrors, useServerForm } from "~/chunks/forms";
import { Form } from "@remix-run/react";
import type { ComponentProps, ComponentType } from "react";
import { useTranslation } from "~/i18n/react";
import { ARRIVAL_NOTICE_LIMITS, arrivalNoticeHref } from "~/chunks/shell";

type Props = {
  goodsId: number;
  defaults: { email: string; quantity: string };
  redirectTo: string;
  lastResult?: FormReply | null;
  /** The form element: Remix's Form for the page, a fetcher's Form in the card. */
  FormComponent?: ComponentType<ComponentProps<typeof Form>>;
  inline?: boolean;
  busy?: boolean;
};

/** Email and quantity for an arrival notice; the server validates (no zod in the browser). */
export function ArrivalNoticeForm({ goodsId, defaults, redirectTo, lastResult, FormComponent = Form, inline = false, busy = false }: Props) {
  const { t } = useTranslation("notices");
  const [form, fields] = useServerForm<{ email: string; quantity: string }>({
    id: `arrival-notice-${goodsId}`,
    reply: lastResult,
    defaultValue: defaults,
  });
  return (
    <>
      <ErrorSummary errors={summaryErrors(form, t)} />
      <FormComponent method="post" action={arrivalNoticeHref(goodsId, redirectTo)} {...form.props}>
        <input type="hidden" name="goodsId" value={goodsId} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {inline ? <input type="hidden" name="inline" value="1" /> : null}
        {form.errors?.map((error) => (
          <p key={error} id={form.errorId} className="mb-3 font-medium text-red-700">
            {messageText(t, error)}
          </p>
        ))}
        <Field
          field={fields.email}
          label={t("form.email")}
          hint={t("form.emailHint")}
          type="email"
          autoComplete="email"
          maxLength={ARRIVAL_NOTICE_LIMITS.email}
        />
        <Field field={fields.quantity} label={t("form.quantity")} hint={t("form.quantityHint")} inputMode="numeric" />
        <button type="submit" disabled={busy} className="rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-60">
          {t("form.submit")}
        </button>
      </FormComponent>
    </>
  );
}
