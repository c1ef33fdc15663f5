import type { LoaderFunctionArgs } from "@remix-run/node";
import { cartQuotation, quotationPdf } from "~/services/ordering/quotation.server";
import { requireActor, requireBuyerSide } from "~/services/identity/actor.server";
import { downloadFailure } from "~/services/platform/download-failure.server";
import { getLanguage } from "~/services/platform/locale.server";

const CART = { href: "/cart", key: "pricelists:quotation.back" };

/**
 * GET /cart/quotation (decision 0113): the acting account's cart as the confirm page would order
 * it today, as a PDF quotation valid 14 days; a readable page when nothing would be ordered.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireBuyerSide(request, context);
  const actor = await requireActor(request, context);
  const lng = await getLanguage(request, context);
  const salesman = viewer.role === "salesman";
  const quotation = await cartQuotation(actor, { lng, preparedBy: { name: salesman ? viewer.fullName : actor.fullName, salesman } });
  if (!quotation) return downloadFailure(request, context, "pricelists:quotation.empty", 409, CART);
  const file = await quotationPdf(quotation, { brandName: context.brand.name });
  return new Response(new Uint8Array(file), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="quotation-${quotation.day}.pdf"`,
      "Content-Length": String(file.byteLength),
      "Cache-Control": "no-store",
    },
  });
}
