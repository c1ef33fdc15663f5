import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from "@remix-run/node";
import { formatDateTime } from "~/domain/date-time";
import { type OrderStatus, canCancel, nextStatuses } from "~/domain/order-status";
import { requireStaff } from "~/services/identity/staff.server";
import { type MoveDetails, type MoveProblem, moveOrder, officeOrder, orderExists } from "~/services/office/orders.server";
import { presentLabel } from "~/services/ordering/label-presentation.server";
import { presentOrder } from "~/services/ordering/order-presentation.server";
import { BRANDS } from "~/services/platform/brands.server";
import { dispatchIntent, parseWithZod, refuseForm } from "~/services/platform/form-reply.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";
import { cancelSchema, returnLinesOf, returnSchema, seenSchema, shipSchema } from "./schema.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/** The order id of the address: a whole number in range, else the page is not found. */
async function orderIdOf(request: Request, context: LoaderFunctionArgs["context"], raw: string | undefined): Promise<number> {
  const id = /^[1-9]\d{0,9}$/.test(raw ?? "") ? Number(raw) : 0;
  if (id < 1 || id > 2_147_483_647) throw await notFound(request, context);
  return id;
}

const notFound = async (request: Request, context: LoaderFunctionArgs["context"]) => data({ title: await pageTitle(request, context, "office:order.notFound") }, { status: 404 });

/** What the redirect after a move says (`?notice=<status>`), read here from a fixed list (decision 0104's budget). */
const NOTICES = ["unshipped", "shipped", "returning", "returned", "cancelled"] as const;
const noticeOf = (url: URL) => NOTICES.find((key) => key === url.searchParams.get("notice")) ?? null;

/** The order as its buyer sees it, the buyer, its return, and a form per allowed next state. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireStaff(request, context, "orders");
  const orderId = await orderIdOf(request, context, params.orderId);
  const lng = await getLanguage(request, context);
  const order = await officeOrder(orderId, lng);
  if (!order) throw await notFound(request, context);
  const when = (date: Date) => formatDateTime(date.toISOString(), lng, "UTC");
  const next: OrderStatus[] = [...nextStatuses(order.status)].filter((status) => status !== "cancelled");
  const names = new Map(order.lines.map((line) => [line.lineNo, line]));
  return {
    title: await pageTitle(request, context, "office:order.title", { orderNumber: order.orderNumber }),
    notice: noticeOf(new URL(request.url)),
    id: orderId,
    next,
    cancellable: canCancel(order.status),
    brand: BRANDS.find((brand) => brand.key === order.brandKey)?.name ?? order.brandKey,
    companyName: order.companyName,
    vatNumber: order.vatNumber,
    buyer: order.buyer,
    order: presentOrder(order, lng, "UTC"),
    returnable: order.lines.map((line) => ({ lineNo: line.lineNo, barcode: line.barcode, name: line.name, quantity: line.quantity })),
    labels: order.labels.map((label) => presentLabel(label, lng, "UTC")),
    returns: order.returns.map((each) => ({
      returnNumber: each.returnNumber,
      state: each.state,
      created: when(each.createdAt),
      completed: each.completedAt ? when(each.completedAt) : null,
      createdBy: each.createdBy,
      trackingNumber: each.trackingNumber,
      lines: each.lines.map((line) => ({ ...line, barcode: names.get(line.lineNo)?.barcode ?? "", name: names.get(line.lineNo)?.name ?? "" })),
    })),
  };
}

/** How the page answers a move the service refused. */
const REFUSALS: Record<Exclude<MoveProblem, "returnNumberTaken">, { key: string; status: 400 | 409 }> = {
  changedMeanwhile: { key: "office:order.errors.changedMeanwhile", status: 409 },
  sameStatus: { key: "office:order.errors.changedMeanwhile", status: 409 },
  notAllowed: { key: "office:order.errors.notAllowed", status: 409 },
  returnLinesInvalid: { key: "office:order.errors.returnLines", status: 400 },
  carrierRequired: { key: "office:order.errors.invalid", status: 400 },
  returnNumberRequired: { key: "office:order.errors.invalid", status: 400 },
  reasonRequired: { key: "office:order.errors.invalid", status: 400 },
  detailsInvalid: { key: "office:order.errors.invalid", status: 400 },
};

/** One intent per move: unshipped, ship, return, returned, cancel; each audited and mailed to the buyer by `moveOrder`. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request, context, "orders");
  const orderId = await orderIdOf(request, context, params.orderId);
  // An unknown order is a 404 whatever was posted (not a refusal of the form).
  if (!(await orderExists(orderId))) throw await notFound(request, context);
  const form = await request.formData();
  const move = async (submission: Parameters<typeof refuseForm>[1], to: OrderStatus, details: MoveDetails) => {
    const result = await moveOrder(staff, orderId, to, details);
    if (result.ok) return redirect(`/office/orders/${orderId}?notice=${to}`);
    if (result.problem === "notFound") throw await notFound(request, context);
    if (result.problem === "returnNumberTaken") return refuseForm(context, submission, { fieldErrors: { returnNumber: ["office:order.errors.returnNumberTaken"] }, status: 409 });
    const { key, status } = REFUSALS[result.problem];
    return refuseForm(context, submission, { formErrors: [key], status });
  };
  const plain = (to: OrderStatus) => async () => {
    const submission = parseWithZod(form, { schema: seenSchema });
    if (submission.status !== "success") return refuseForm(context, submission, { formErrors: ["office:order.errors.invalid"] });
    return move(submission, to, { seen: submission.value.seen });
  };
  return dispatchIntent(
    context,
    form,
    {
      unshipped: plain("unshipped"),
      returned: plain("returned"),
      ship: async () => {
        const submission = parseWithZod(form, { schema: shipSchema });
        if (submission.status !== "success") return refuseForm(context, submission);
        const { seen, carrier, trackingNumber } = submission.value;
        return move(submission, "shipped", { seen, carrier, trackingNumber });
      },
      return: async () => {
        const submission = parseWithZod(form, { schema: returnSchema });
        const { lines, wrong } = returnLinesOf(form);
        if (submission.status !== "success" || wrong.length > 0) {
          return refuseForm(context, submission, { fieldErrors: Object.fromEntries(wrong.map((name) => [name, ["office:order.errors.quantity"]])) });
        }
        const { seen, returnNumber } = submission.value;
        return move(submission, "returning", { seen, returnOrderNumber: returnNumber, returnLines: lines.length > 0 ? lines : null });
      },
      cancel: async () => {
        const submission = parseWithZod(form, { schema: cancelSchema });
        if (submission.status !== "success") return refuseForm(context, submission);
        const { seen, reason } = submission.value;
        return move(submission, "cancelled", { seen, reason });
      },
    },
    "office:order.errors.invalid",
  );
}
