import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { titleMeta, useTranslation } from "~/chunks/shell";
import { ErrorSummary, messageText, summaryErrors, useServerForm } from "~/chunks/forms";
import { MarkupBody } from "~/components/content/markup-body";
import { LANGUAGE_TAGS } from "~/i18n/languages";
import type { action, loader } from "./user-notice.server";

export { action, loader } from "./user-notice.server";

export const meta = titleMeta;
export const handle = { i18n: ["help"] };

export default function UserNotice() {
  const { notice, redirectTo, lng } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation("help");
  const { t: messages } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const [form] = useServerForm<{ notice: string; redirectTo: string }>({ id: "notice", reply });
  if (!notice) {
    return (
      <section aria-labelledby="notice-heading" className="mx-auto max-w-3xl px-4 py-8">
        <h1 id="notice-heading" className="text-3xl font-bold">
          {t("notice.heading")}
        </h1>
        <p className="mt-4">{t("notice.none")}</p>
        <p className="mt-6">
          <Link to={redirectTo} className="font-medium text-brand-dark underline">
            {t("notice.continue")}
          </Link>
        </p>
      </section>
    );
  }
  const fallback = notice.title.lang !== lng;
  return (
    <section aria-labelledby="notice-heading" className="mx-auto max-w-3xl px-4 py-8">
      <ErrorSummary errors={summaryErrors(form, messages)} />
      <p className="text-sm font-medium uppercase tracking-wide text-gray-700">{t("notice.heading")}</p>
      <article aria-labelledby="notice-heading" lang={fallback ? LANGUAGE_TAGS[notice.title.lang] : undefined}>
        <h1 id="notice-heading" className="mt-1 text-3xl font-bold">
          {notice.title.text}
        </h1>
        <MarkupBody blocks={notice.blocks} className="mt-4 space-y-3" />
      </article>
      <p className="mt-4 text-sm text-gray-700">{t("notice.published", { version: notice.version, date: notice.publishedAt })}</p>
      {notice.acknowledgedAt && notice.acknowledgedIso ? (
        <>
          <p className="mt-6 rounded border-l-4 border-green-700 bg-green-50 px-4 py-3 font-medium">
            {t("notice.acknowledgedOn")} <time dateTime={notice.acknowledgedIso}>{notice.acknowledgedAt}</time>
          </p>
          <p className="mt-6">
            <Link to={redirectTo} className="font-medium text-brand-dark underline">
              {t("notice.continue")}
            </Link>
          </p>
        </>
      ) : (
        <Form method="post" action={`/userNotice?${new URLSearchParams({ redirectTo })}`} className="mt-6 flex flex-wrap items-center gap-4" {...form.props}>
          {form.errors ? (
            <p id={form.errorId} className="w-full font-medium text-red-700">
              {form.errors.map((error) => messageText(messages, error)).join(" ")}
            </p>
          ) : null}
          <input type="hidden" name="notice" value={notice.id} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <button type="submit" disabled={busy} className="rounded bg-brand-dark px-4 py-2 font-semibold text-white disabled:opacity-60">
            {t("notice.acknowledge")}
          </button>
          <Link to={redirectTo} className="font-medium text-brand-dark underline">
            {t("notice.later")}
          </Link>
        </Form>
      )}
    </section>
  );
}
