import type { LoaderFunctionArgs } from "@remix-run/node";
import { timeZoneForCountry } from "~/chunks/shell";
import { brandByKey } from "~/services/platform/brands.server";
import { downloadFailure } from "~/services/platform/download-failure.server";
import { requireActor } from "~/services/identity/actor.server";
import { getLanguage } from "~/services/platform/locale.server";
import { downloadName, invoicePdf } from "~/services/ordering/order-exports.server";
import { orderDetail, parseOrderNumber } from "~/services/ordering/orders.server";

/** GET /order/invoice?orderNumber=…: the order's invoice as PDF in the user's language; a readable page when it cannot be given. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context);
  const lng = await getLanguage(request, context);
  const orderNumber = parseOrderNumber(new URL(request.url).searchParams.get("orderNumber"));
  const order = orderNumber === null ? null : await orderDetail({ accountId: actor.accountId, orderNumber, lng });
  if (!order) return downloadFailure(request, context, "download.notFound", 404);
  if (!order.invoiceNumber) return downloadFailure(request, context, "download.noInvoice", 409);
  let file: Buffer;
  try {
    file = await invoicePdf({ order, lng, timeZone: timeZoneForCountry(actor.countryCode), brandName: (brandByKey(order.brandKey) ?? context.brand).name });
  } catch (error) {
    console.error("invoice generation failed", error instanceof Error ? error.message : error);
    return downloadFailure(request, context, "download.failed", 500);
  }
  return new Response(new Uint8Array(file), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${downloadName(`invoice-${order.invoiceNumber}`, "pdf")}"`,
      "Content-Length": String(file.byteLength),
      "Cache-Control": "no-store",
    },
  });
}
