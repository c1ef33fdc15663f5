import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { formatDateTime } from "~/domain/date-time";
import { formatMoney } from "~/domain/money";
import { returnPathOf, safeRedirect } from "~/domain/safe-redirect";
import { ORDER_NUMBER_PATTERN } from "~/services/ordering/orders.server";
import { requireStaff } from "~/services/identity/staff.server";
import { listOfficeOrders, markUnshipped } from "~/services/office/orders.server";
import { BRANDS } from "~/services/platform/brands.server";
import { dispatchIntent, parseWithZod, refuseForm } from "~/services/platform/form-reply.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";
import { bulkSchema, querySchema } from "./schema.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

export const ORDERS_PATH = "/office/orders";
const PAGE_SIZE = 25;

/** Every brand's orders, searched by number, e-mail or company, status, brand and dates; newest first, 25 a page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, "orders");
  const url = new URL(request.url);
  const query = querySchema.parse(Object.fromEntries(url.searchParams));
  const list = await listOfficeOrders({ ...query, pageSize: PAGE_SIZE });
  const lng = await getLanguage(request, context);
  return {
    title: await pageTitle(request, context, "office:orders.title"),
    query,
    brands: BRANDS.map((brand) => ({ key: brand.key, name: brand.name })),
    back: returnPathOf(request.url),
    notice: bulkNoticeOf(url),
    total: list.total,
    page: list.page,
    lastPage: list.lastPage,
    items: list.items.map((item) => ({
      id: item.id,
      orderNumber: item.orderNumber,
      status: item.status,
      brand: BRANDS.find((brand) => brand.key === item.brandKey)?.name ?? item.brandKey,
      companyName: item.companyName,
      email: item.email,
      total: formatMoney(item.totalMinor, item.currency, lng),
      dateIso: item.createdAt.toISOString(),
      date: formatDateTime(item.createdAt.toISOString(), lng, "UTC"),
    })),
  };
}

// An id that names no order (only a crafted post sends one) is left out of the list: it has no number to show.
const WHYS = ["sameStatus", "notAllowed", "changedMeanwhile"] as const;
type Why = (typeof WHYS)[number];

/**
 * What "mark unshipped" did (`?notice=bulkUnshipped&done=N&refused=<number>~<why>…`), read on the
 * server from a fixed vocabulary (the shell's notice registry stays as it is: decision 0104's budget).
 */
function bulkNoticeOf(url: URL): { done: number; refused: { orderNumber: string; why: Why }[] } | null {
  if (url.searchParams.get("notice") !== "bulkUnshipped") return null;
  const done = /^\d{1,9}$/.test(url.searchParams.get("done") ?? "") ? Number(url.searchParams.get("done")) : 0;
  const refused = url.searchParams
    .getAll("refused")
    .slice(0, 100)
    .flatMap((entry) => {
      const [orderNumber = "", why = ""] = entry.split("~");
      return ORDER_NUMBER_PATTERN.test(orderNumber) && (WHYS as readonly string[]).includes(why) ? [{ orderNumber, why: why as Why }] : [];
    });
  return { done, refused };
}

/** The list the form was on (its search and page), without a previous notice; the list itself for anything else. */
function listAddress(back: string | undefined): URL {
  const url = new URL(safeRedirect(back, ORDERS_PATH), "http://office.invalid");
  if (url.pathname !== ORDERS_PATH) return new URL(ORDERS_PATH, "http://office.invalid");
  for (const name of ["notice", "done", "refused"]) url.searchParams.delete(name);
  return url;
}

/** "Mark unshipped": each ticked order checked and moved on its own; the list says how many were done and why the others were not. */
export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(request, context, "orders");
  const form = await request.formData();
  return dispatchIntent(
    context,
    form,
    {
      markUnshipped: async () => {
        const submission = parseWithZod(form, { schema: bulkSchema });
        if (submission.status !== "success") return refuseForm(context, submission);
        const result = await markUnshipped(staff, submission.value.orderId);
        const target = listAddress(submission.value.back);
        target.searchParams.set("notice", "bulkUnshipped");
        target.searchParams.set("done", String(result.done.length));
        for (const refused of result.refused) if (refused.orderNumber) target.searchParams.append("refused", `${refused.orderNumber}~${refused.why}`);
        return redirect(`${target.pathname}${target.search}`);
      },
    },
    "office:orders.errors.invalid",
  );
}
