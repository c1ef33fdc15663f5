import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from "@remix-run/node";
import { formatDateTime, timeZoneForCountry } from "~/domain/date-time";
import { formatMoney } from "~/domain/money";
import { withNotice } from "~/domain/notices";
import { parseWithZod, refuseForm } from "~/services/platform/form-reply.server";
import { canCancel } from "~/domain/order-status";
import { requireActor } from "~/services/identity/actor.server";
import { getLanguage } from "~/services/platform/locale.server";
import { cancelOrder, orderHead, parseOrderNumber } from "~/services/ordering/orders.server";
import { pageTitle } from "~/services/platform/page.server";
import { cancelSchema } from "./schema.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

async function findOrder(request: Request, context: LoaderFunctionArgs["context"]) {
  const actor = await requireActor(request, context);
  const orderNumber = parseOrderNumber(new URL(request.url).searchParams.get("orderNumber"));
  const order = orderNumber === null ? null : await orderHead({ accountId: actor.accountId, orderNumber });
  if (!order) throw data({ title: await pageTitle(request, context, "orders:notFound.title") }, { status: 404 });
  return { actor, order };
}

/** The cancel step: the order and the reasons as radio buttons (a real page, so it works without JavaScript). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { actor, order } = await findOrder(request, context);
  const lng = await getLanguage(request, context);
  return {
    title: await pageTitle(request, context, "orders:cancel.title", { orderNumber: order.orderNumber }),
    order: {
      orderNumber: order.orderNumber,
      status: order.status,
      cancellable: canCancel(order.status),
      total: formatMoney(order.totalMinor, order.currency, lng),
      date: formatDateTime(order.createdAt.toISOString(), lng, timeZoneForCountry(actor.countryCode)),
    },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { actor, order } = await findOrder(request, context);
  const submission = parseWithZod(await request.formData(), { schema: cancelSchema });
  if (submission.status !== "success") return refuseForm(context, submission);
  const { reason, text } = submission.value;
  const result = await cancelOrder(actor, { orderNumber: order.orderNumber, reason, text: text || null });
  if (!result.ok) {
    if (result.problem === "notFound") throw data({ title: await pageTitle(request, context, "orders:notFound.title") }, { status: 404 });
    return refuseForm(context, submission, { formErrors: [{ key: "orders:cancel.errors.wrongState", values: { status: result.status } }], status: 409 });
  }
  return redirect(withNotice(`/order/orderDetail?orderNumber=${encodeURIComponent(order.orderNumber)}`, "order", "cancelled"));
}
