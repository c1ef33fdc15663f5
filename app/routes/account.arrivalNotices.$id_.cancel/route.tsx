import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { titleMeta } from "~/chunks/shell";
import type { loader } from "./arrival-notice-cancel.server";

export { action, loader } from "./arrival-notice-cancel.server";

export const meta = titleMeta;
export const handle = { i18n: ["account", "notices"] };

export default function CancelArrivalNotice() {
  const { notice } = useLoaderData<typeof loader>();
  const { t } = useTranslation("notices");
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="cancel-notice-heading" className="max-w-xl">
      <h1 id="cancel-notice-heading" className="text-2xl font-bold">
        {t("cancel.heading")}
      </h1>
      <p className="mt-4 text-gray-800">{t("cancel.body", { name: notice.name, barcode: notice.barcode })}</p>
      <Form method="post" className="mt-6 flex flex-wrap items-center gap-4">
        <button type="submit" disabled={busy} className="rounded bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900 disabled:opacity-60">
          {t("cancel.confirm")}
        </button>
        <Link to="/account/arrivalNotices" className="font-medium text-brand-dark underline">
          {t("cancel.keep")}
        </Link>
      </Form>
    </section>
  );
}
