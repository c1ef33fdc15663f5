import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { productHref } from "~/components/catalogue/media";
import { parseId } from "~/domain/catalogue-query";
import { withNotice } from "~/domain/notices";
import { safeRedirect } from "~/domain/safe-redirect";
import { noticeProduct, subscribeArrivalNotice, subscriptionEmailOf } from "~/services/catalogue/arrival-notices.server";
import { requireActor } from "~/services/identity/actor.server";
import { getLanguage } from "~/services/platform/locale.server";
import { parseWithZod, refuseForm } from "~/services/platform/form-reply.server";
import { pageTitle } from "~/services/platform/page.server";
import { arrivalNoticeSchema } from "./schema.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

const notFound = () => new Response("Not Found", { status: 404 });

/**
 * /arrivalNotice?goodsId=…: subscribe to a sold-out or replenishment product of this brand (the
 * page the card's button leads to without JavaScript; with it, the card loads this and posts here).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context);
  const url = new URL(request.url);
  const id = parseId(url.searchParams.get("goodsId"));
  if (id === null) throw notFound();
  const lng = await getLanguage(request, context);
  const product = await noticeProduct({ productId: id, brandKey: context.brand.key, lng });
  if (!product) throw notFound();
  return {
    title: await pageTitle(request, context, "notices:form.title", { name: product.name }),
    product,
    productHref: productHref(product.id, context.brand.key),
    redirectTo: safeRedirect(url.searchParams.get("redirectTo"), productHref(product.id, context.brand.key)),
    defaults: { email: await subscriptionEmailOf(actor.accountId), quantity: String(product.minOrderQty) },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const actor = await requireActor(request, context);
  const formData = await request.formData();
  const id = parseId(typeof formData.get("goodsId") === "string" ? (formData.get("goodsId") as string) : null);
  if (id === null) throw notFound();
  const submission = parseWithZod(formData, { schema: arrivalNoticeSchema });
  if (submission.status !== "success") {
    return refuseForm(context, submission);
  }
  const { email, quantity, redirectTo, inline } = submission.value;
  const lng = await getLanguage(request, context);
  const result = await subscribeArrivalNotice(
    actor,
    { productId: id, brandKey: context.brand.key, email, quantity, lng },
  );
  if (result.status === "notFound") throw notFound();
  if (result.status === "notAccepted") {
    return refuseForm(context, submission, { formErrors: ["notices:validation.product.notAccepted"] });
  }
  if (inline) return { subscribed: true as const, email };
  return redirect(withNotice(safeRedirect(redirectTo, productHref(id, context.brand.key)), "shell", "arrivalNoticeSaved"));
}
