import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { parseId } from "~/domain/catalogue-query";
import { withNotice } from "~/domain/notices";
import { cancelArrivalNotice, findArrivalNotice } from "~/services/catalogue/arrival-notices.server";
import { requireActor } from "~/services/identity/actor.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

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
