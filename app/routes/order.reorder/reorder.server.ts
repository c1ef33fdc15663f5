import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from "@remix-run/node";
import { parseId } from "~/domain/catalogue-query";
import { formatCount, formatMoney } from "~/domain/money";
import { getLanguage } from "~/services/platform/locale.server";
import { parseOrderNumber, reorder, reorderResult } from "~/services/ordering/orders.server";
import { pageTitle } from "~/services/platform/page.server";
import { requireActor } from "~/services/identity/actor.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/** What a reorder did, line by line (the POST below redirects here: reloading shows it again without adding again). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context);
  const id = parseId(new URL(request.url).searchParams.get("id"));
  if (id === null) throw redirect("/order/myOrder");
  const lng = await getLanguage(request, context);
  const result = await reorderResult({ accountId: actor.accountId, id, lng });
  if (!result) throw data({ title: await pageTitle(request, context, "orders:notFound.title") }, { status: 404 });
  const money = (minor: number) => formatMoney(minor, result.currency, lng);
  return {
    title: await pageTitle(request, context, "orders:reorder.title", { orderNumber: result.orderNumber }),
    orderNumber: result.orderNumber,
    lines: result.lines.map((line) => ({
      lineNo: line.lineNo,
      barcode: line.barcode,
      name: line.name,
      outcome: line.outcome,
      ordered: formatCount(line.ordered, lng),
      added: formatCount(line.added, lng),
      issue: line.issue,
      priceNow: line.priceNowMinor === null ? null : money(line.priceNowMinor),
      priceWas: money(line.listUnitMinor),
    })),
    added: result.lines.filter((line) => line.outcome !== "refused").length,
  };
}

/** POST orderNumber: the order's lines go back into the cart under today's rules. */
export async function action({ request, context }: ActionFunctionArgs) {
  const actor = await requireActor(request, context);
  const form = await request.formData();
  const orderNumber = parseOrderNumber(String(form.get("orderNumber") ?? ""));
  const id = orderNumber === null ? null : await reorder(actor, orderNumber);
  if (id === null) throw data({ title: await pageTitle(request, context, "orders:notFound.title") }, { status: 404 });
  return redirect(`/order/reorder?id=${id}`);
}
