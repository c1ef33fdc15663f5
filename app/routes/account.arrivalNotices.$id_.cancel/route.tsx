import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { parseId, titleMeta, withNotice } from "~/chunks/shell";
import { cancelArrivalNotice, findArrivalNotice } from "~/services/catalogue/arrival-notices.server";
import { requireActor } from "~/services/identity/actor.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";

export const meta = titleMeta;
export const handle = { i18n: ["account", "notices"] };

const notFound = () => new Response("Not Found", { status: 404 });

/** The confirmation step: a page of its own, so that cancelling works without JavaScript. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context);
  const id = parseId(params.id);
  if (id === null) throw notFound();
  const lng = await getLanguage(request, context);
  const notice = await findArrivalNotice({ accountId: actor.accountId, id, lng });
  if (!notice) throw notFound();
  return { title: await pageTitle(request, context, "notices:cancel.title"), notice: { name: notice.name, barcode: notice.barcode } };
}

/** Another account's or an unknown id is a 404 and cancels nothing. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const actor = await requireActor(request, context);
  const id = parseId(params.id);
  if (id === null) throw notFound();
  if (!(await cancelArrivalNotice(actor, id))) throw notFound();
  return redirect(withNotice("/account/arrivalNotices", "arrivalNotices", "cancelled"));
}

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
