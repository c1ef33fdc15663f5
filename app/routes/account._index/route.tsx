import { Checkbox, ErrorSummary, Field, Select, summaryErrors, useServerForm } from "~/chunks/forms";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { z } from "zod";
import { StatusNotice, titleMeta } from "~/chunks/shell";
import { LANGUAGE_NAMES, LANGUAGE_TAGS } from "~/i18n/languages";
import { PROFILE_LIMITS } from "./limits";
import type { profileSchema } from "./schema.server";
import type { action, loader } from "./profile-page.server";

export { action, loader } from "./profile-page.server";

export const meta = titleMeta;
export const handle = { i18n: ["account", "profile"] };

export default function Profile() {
  const { email, languages, defaults } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("profile");
  const notice = useLoaderData<typeof loader>().notice;
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useServerForm<z.input<typeof profileSchema>>({ id: "profile", reply: lastResult, defaultValue: defaults });
  return (
    <section aria-labelledby="profile-heading" className="max-w-xl">
      <h1 id="profile-heading" className="mb-6 text-2xl font-bold">
        {t("heading")}
      </h1>
      {notice && !lastResult ? (
        <StatusNotice variant="box" className="mb-6">
          {t(notice.text)}
        </StatusNotice>
      ) : null}
      <ErrorSummary errors={summaryErrors(form, t)} />
      <p className="mb-4">
        <span className="font-medium">{t("field.email")}:</span> {email}
      </p>
      <Form method="post" {...form.props}>
        <Field field={fields.fullName} label={t("field.fullName")} autoComplete="name" maxLength={PROFILE_LIMITS.fullName} />
        <Field field={fields.telephone} label={t("field.telephone")} type="tel" autoComplete="tel" maxLength={PROFILE_LIMITS.telephone} />
        <Select
          field={fields.language}
          label={t("field.language")}
          options={languages.map((lng) => ({ value: lng, label: LANGUAGE_NAMES[lng], lang: LANGUAGE_TAGS[lng] }))}
        />
        <fieldset className="mt-6 mb-6 rounded border border-gray-300 p-4">
          <legend className="px-1 font-semibold">{t("subscriptions.legend")}</legend>
          <Field
            field={fields.subscriptionEmail}
            label={t("field.subscriptionEmail")}
            hint={t("field.subscriptionEmailHint")}
            type="email"
            autoComplete="email"
            maxLength={PROFILE_LIMITS.subscriptionEmail}
          />
          <div className="mb-3 flex items-center gap-2">
            <Checkbox field={fields.subscribeNewsletter} />
            <label htmlFor={fields.subscribeNewsletter.id}>{t("field.subscribeNewsletter")}</label>
          </div>
          <div className="flex items-center gap-2">
            <Checkbox field={fields.subscribeNotices} />
            <label htmlFor={fields.subscribeNotices.id}>{t("field.subscribeNotices")}</label>
          </div>
        </fieldset>
        <button type="submit" disabled={busy} className="rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-60">
          {t("submit")}
        </button>
      </Form>
    </section>
  );
}
