import type { LoaderFunctionArgs } from "@remix-run/node";
import { getLanguage, getT } from "~/services/platform/locale.server";
import { planDetail, planWorkbook } from "~/services/cart/plans.server";
import { requireActor } from "~/services/identity/actor.server";
import { planIdOf } from "./order.distributionDetail/plan-id";

const text = (status: number, body: string) => new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** A name that every system accepts: letters, digits, dashes; the plan's own name goes in the UTF-8 form. */
function attachment(name: string, id: number): string {
  const ascii = name.normalize("NFKD").replace(/[^\w-]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 40) || "plan";
  const utf8 = encodeURIComponent(`${name.replace(/[\\/:*?"<>|\p{Cc}]/gu, "-")}.xlsx`);
  return `attachment; filename="${ascii}-${id}.xlsx"; filename*=UTF-8''${utf8}`;
}

/**
 * GET /order/distributionDetail/download?id=…: the plan as an .xlsx attachment. A plan that is not
 * the account's, or a file that cannot be made, answers with a readable message (SPEC.md
 * section 8: the text body of a failed download is shown), never a broken file.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context);
  const lng = await getLanguage(request, context);
  const t = await getT(request, context, ["plans"]);
  const id = planIdOf(request);
  const plan = id === null ? null : await planDetail(actor, id, lng);
  if (!plan) return text(404, t("plans:download.notFound"));
  let file: Buffer;
  try {
    file = await planWorkbook(plan, {
      sheet: t("plans:download.sheet"),
      barcode: t("plans:detail.barcode"),
      name: t("plans:detail.product"),
      quantity: t("plans:detail.quantity"),
      unitPrice: t("plans:detail.unitPrice"),
      lineTotal: t("plans:detail.lineTotal"),
      currency: actor.currency,
    });
  } catch {
    return text(500, t("plans:download.failed"));
  }
  return new Response(new Uint8Array(file), {
    status: 200,
    headers: {
      "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": attachment(plan.name, plan.id),
      "Content-Length": String(file.length),
      "Cache-Control": "private, no-store",
    },
  });
}
