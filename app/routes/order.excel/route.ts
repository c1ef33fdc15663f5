import type { LoaderFunctionArgs } from "@remix-run/node";
import { timeZoneForCountry } from "~/chunks/shell";
import { downloadFailure } from "~/services/platform/download-failure.server";
import { requireActor } from "~/services/identity/actor.server";
import { getLanguage } from "~/services/platform/locale.server";
import { ordersWorkbook } from "~/services/ordering/order-exports.server";
import { allOrders } from "~/services/ordering/orders.server";
import { orderFilterOf } from "../order.myOrder/filter";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** GET /order/excel?status=…&period=…: the acting account's orders with the list's filter, as .xlsx. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context);
  const lng = await getLanguage(request, context);
  const { status, period } = orderFilterOf(new URL(request.url));
  let file: Buffer;
  try {
    const items = await allOrders({ accountId: actor.accountId, status, period });
    file = await ordersWorkbook(items, { lng, timeZone: timeZoneForCountry(actor.countryCode) });
  } catch (error) {
    console.error("order list export failed", error instanceof Error ? error.message : error);
    return downloadFailure(request, context, "download.failed", 500);
  }
  const day = new Date().toISOString().slice(0, 10).replaceAll("-", "");
  return new Response(new Uint8Array(file), {
    headers: {
      "Content-Type": XLSX,
      "Content-Disposition": `attachment; filename="orders-${day}.xlsx"`,
      "Content-Length": String(file.byteLength),
      "Cache-Control": "no-store",
    },
  });
}
