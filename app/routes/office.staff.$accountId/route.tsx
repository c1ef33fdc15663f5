import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { z } from "zod";
import { useTranslation } from "~/i18n/react";
import { StatusNotice } from "~/chunks/shell";
import { ErrorSummary, messageText, Select, summaryErrors, useServerForm } from "~/chunks/forms";
import { LANGUAGE_NAMES } from "~/i18n/languages";
import { notFoundBoundary } from "~/components/shell/not-found-boundary";
import { titleOrNotFoundMeta } from "~/utils/not-found";
import type { roleSchema } from "./schema.server";
import type { action, loader } from "./staff-account.server";

export { action, loader } from "./staff-account.server";

export const meta = titleOrNotFoundMeta;
export const handle = { i18n: ["office"] };

export const ErrorBoundary = notFoundBoundary({ namespace: "office", backTo: "/office/staff", backKey: "staff.backToList", notFoundKey: "staffNotFound" });

const ROLES = ["salesman", "service", "admin"] as const;

/** One staff account: details; change its role; disable or enable it. */
export default function StaffAccount() {
  const { account, notice, self } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation(["office", "common"]);
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useServerForm<z.input<typeof roleSchema>>({ id: "staff-change", reply, defaultValue: { role: account.role } });
  const address = `/office/staff/${account.accountId}`;
  const rows: [string, string][] = [
    [t("field.email"), account.email],
    [t("staff.field.role"), t(`staff.role.${account.role}`)],
    [t("staff.field.language"), account.language ? LANGUAGE_NAMES[account.language] : "–"],
    [t("staff.field.status"), account.disabled ? t("staff.disabledSince", { when: account.disabled }) : t("staff.enabled")],
    [t("staff.field.lastSignIn"), account.lastSignIn ?? t("staff.unknown")],
    [t("staff.field.created"), account.created ?? "–"],
  ];
  return (
    <div className="page">
      <p>
        <Link to="/office/staff" className="text-brand-dark underline">
          {t("staff.backToList")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{account.fullName}</h1>
      {notice && !reply ? (
        <StatusNotice variant="box" className="mt-4">
          {t(`staff.notice.${notice}`)}
        </StatusNotice>
      ) : null}
      <ErrorSummary errors={summaryErrors(form, t)} />
      {form.errors ? (
        <p id={form.errorId} className="mt-4 font-medium text-red-700">
          {form.errors.map((message) => messageText(t, message)).join(" ")}
        </p>
      ) : null}
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {self ? <p className="mt-6 text-gray-700">{t("staff.selfHint")}</p> : null}
      <section aria-labelledby="role-heading" className="mt-8 max-w-xl">
        <h2 id="role-heading" className="text-lg font-semibold">
          {t("staff.roleHeading")}
        </h2>
        <Form method="post" action={address} className="mt-3 space-y-4" {...form.props}>
          <Select field={fields.role} label={t("staff.field.role")} hint={t("staff.roleHint")} options={ROLES.map((role) => ({ value: role, label: t(`staff.role.${role}`) }))} />
          <button type="submit" name="intent" value="changeRole" disabled={busy} className="rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-60">
            {t("staff.changeRole")}
          </button>
        </Form>
      </section>
      <section aria-labelledby="access-heading" className="mt-8 max-w-xl">
        <h2 id="access-heading" className="text-lg font-semibold">
          {account.disabled ? t("staff.enableHeading") : t("staff.disableHeading")}
        </h2>
        <p className="mt-1 text-gray-700">{account.disabled ? t("staff.enableHint") : t("staff.disableHint")}</p>
        <Form method="post" action={address} className="mt-3">
          {account.disabled ? (
            <button type="submit" name="intent" value="enable" disabled={busy} className="rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-60">
              {t("staff.enable")}
            </button>
          ) : (
            <button type="submit" name="intent" value="disable" disabled={busy} className="rounded bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900 disabled:opacity-60">
              {t("staff.disable")}
            </button>
          )}
        </Form>
      </section>
    </div>
  );
}
