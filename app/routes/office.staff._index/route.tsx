import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { z } from "zod";
import { useTranslation } from "~/i18n/react";
import { EMAIL_MAX_LENGTH, StatusNotice, titleMeta } from "~/chunks/shell";
import { ErrorSummary, Field, messageText, ScrollRegion, Select, summaryErrors, useServerForm } from "~/chunks/forms";
import { LANGUAGE_NAMES, LANGUAGES } from "~/i18n/languages";
import type { createSchema } from "./schema.server";
import type { action, loader } from "./staff.server";

export { action, loader } from "./staff.server";

export const meta = titleMeta;
export const handle = { i18n: ["office"] };

const ROLES = ["salesman", "service", "admin"] as const;

/** Staff accounts: the list (name, e-mail, role, language, disabled, last sign-in) and the form that creates one. */
export default function StaffAccounts() {
  const { staff, notice } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation(["office", "common"]);
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useServerForm<z.input<typeof createSchema>>({ id: "create-staff", reply, defaultValue: { role: "service", language: "en" } });
  return (
    <div className="page">
      <p>
        <Link to="/office" className="text-brand-dark underline">
          {t("nav.dashboard")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{t("staff.heading")}</h1>
      {notice && !reply ? (
        <StatusNotice variant="box" className="mt-4">
          {t(`staff.notice.${notice}`)}
        </StatusNotice>
      ) : null}
      <ScrollRegion labelledBy="staff-caption" className="mt-4">
        <table className="w-full border-collapse text-left">
          <caption id="staff-caption" className="text-left text-lg font-semibold">
            {t("staff.caption", { count: staff.length })}
          </caption>
          <thead>
            <tr className="border-b-2 border-gray-300">
              <th scope="col" className="px-2 py-2">{t("staff.field.fullName")}</th>
              <th scope="col" className="px-2 py-2">{t("field.email")}</th>
              <th scope="col" className="px-2 py-2">{t("staff.field.role")}</th>
              <th scope="col" className="px-2 py-2">{t("staff.field.language")}</th>
              <th scope="col" className="px-2 py-2">{t("staff.field.status")}</th>
              <th scope="col" className="px-2 py-2">{t("staff.field.lastSignIn")}</th>
            </tr>
          </thead>
          <tbody>
            {staff.map((each) => (
              <tr key={each.accountId} className="border-b border-gray-200">
                <th scope="row" className="px-2 py-2 font-semibold">
                  <Link to={`/office/staff/${each.accountId}`} className="text-brand-dark underline">
                    {each.fullName}
                  </Link>
                </th>
                <td className="px-2 py-2 break-all">{each.email}</td>
                <td className="px-2 py-2">{t(`staff.role.${each.role}`)}</td>
                <td className="px-2 py-2">{each.language ? LANGUAGE_NAMES[each.language] : "–"}</td>
                <td className="px-2 py-2">{each.disabled ? t("staff.disabledSince", { when: each.disabled }) : t("staff.enabled")}</td>
                <td className="px-2 py-2">{each.lastSignIn ?? t("staff.unknown")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <section aria-labelledby="create-heading" className="mt-8 max-w-xl">
        <h2 id="create-heading" className="text-lg font-semibold">
          {t("staff.createHeading")}
        </h2>
        <p className="mt-1 text-gray-700">{t("staff.createHint")}</p>
        <ErrorSummary errors={summaryErrors(form, t)} />
        {form.errors ? (
          <p id={form.errorId} className="mt-2 font-medium text-red-700">
            {form.errors.map((message) => messageText(t, message)).join(" ")}
          </p>
        ) : null}
        <Form method="post" action="/office/staff" className="mt-3 space-y-4" {...form.props}>
          <Field field={fields.fullName} label={t("staff.field.fullName")} autoComplete="off" maxLength={100} />
          <Field field={fields.email} label={t("field.email")} type="email" autoComplete="off" maxLength={EMAIL_MAX_LENGTH} />
          <Select field={fields.role} label={t("staff.field.role")} options={ROLES.map((role) => ({ value: role, label: t(`staff.role.${role}`) }))} />
          <Select field={fields.language} label={t("staff.field.language")} options={LANGUAGES.map((lng) => ({ value: lng, label: LANGUAGE_NAMES[lng], lang: lng }))} />
          <button type="submit" name="intent" value="create" disabled={busy} className="rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-60">
            {t("staff.create")}
          </button>
        </Form>
      </section>
    </div>
  );
}
