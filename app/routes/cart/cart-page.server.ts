import { cartCountsOf } from "~/services/identity/session.server";
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { noticeFrom, withNotice } from "~/domain/notices";
import { requireActor, requireViewer } from "~/services/identity/actor.server";
import { hasTickedLine, setCartChecked, setCartQuantity } from "~/services/cart/cart.server";
import { setPalletChecked } from "~/services/cart/cart-pallets.server";
import { cartPageData } from "~/services/cart/cart-summary.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";
import { dispatchIntent, parseWithZod, refuseForm, refuseRead } from "~/services/platform/form-reply.server";
import { firstValues, issueMessage, lineSchema, outletLineSchema, outletQuantitySchema, setQuantitySchema } from "./cart-form.server";
import { changeOutletLine, removeOutletLine, setOutletChecked } from "~/services/outlet/outlet.server";
import { combinationIntents } from "./combination-form.server";
import { palletSchema } from "../order.batchOrder/pallet-forms.server";

// The cart page's loader and action, apart from its page: the route imports its server code through
// this one module, which no other route imports (decision 0104).

/** The acting account's cart: lines by brand, groups, pallets, ticks, the summary priced as the confirm page prices it, and what cannot be ordered. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context);
  const { brand } = context;
  const lng = await getLanguage(request, context);
  // The viewer is read once a request (its count of groups and pallets saves two queries on a cart without them).
  const cart = cartCountsOf(await requireViewer(request, context));
  return {
    notice: noticeFrom("cart", new URL(request.url).search),
    title: await pageTitle(request, context, "cart:page.title"),
    ...(await cartPageData(actor, { lng, brandKey: brand.key, groups: cart.groups > 0 })),
    lng,
    currency: actor.currency,
    purchaseMode: actor.accountSet,
    brandKey: brand.key,
    productListRoute: brand.productListRoute,
  };
}

/**
 * POST /cart with an intent: setQuantity, check, uncheck, palletCheck, palletUncheck (field id), checkAll, uncheckAll, confirm (on to the
 * confirm page, or "you have not selected a product" when no line is ticked: decision 0111).
 * Removing has its confirmation page.
 * The combination groups' intents (combinationSets, combinationRemove, combinationConfirm,
 * combinationSingly) are combination-form.server.ts's.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const actor = await requireActor(request, context);
  const form = firstValues(await request.formData());
  const setChecked = (checked: boolean) => async () => {
    const submission = parseWithZod(form, { schema: lineSchema });
    if (submission.status !== "success") return refuseForm(context, submission);
    await setCartChecked(actor, [submission.value.goodsId], checked);
    return redirect(withNotice(`/cart#line-${submission.value.goodsId}`, "cart", "checked"));
  };
  // A pallet's tick (decision 0108): the account's own pallet, else a 404.
  const setPallet = (checked: boolean) => async () => {
    const submission = parseWithZod(form, { schema: palletSchema });
    if (submission.status !== "success") return refuseForm(context, submission);
    const result = await setPalletChecked(actor, submission.value.id, checked);
    if (!result.ok) return refuseForm(context, submission, { status: 404, formErrors: ["pallets:errors.notFound"] });
    return redirect(withNotice(`/cart#pallet-${submission.value.id}`, "cart", "checked"));
  };
  // An outlet line's tick (decision 0114): the account's own line, else a 404.
  const setOutlet = (checked: boolean) => async () => {
    const submission = parseWithZod(form, { schema: outletLineSchema });
    if (submission.status !== "success") return refuseForm(context, submission);
    if (!(await setOutletChecked(actor, submission.value.lotId, checked))) return refuseForm(context, submission, { status: 404, formErrors: ["outlet:errors.lot"] });
    return redirect(withNotice(`/cart#outlet-${submission.value.lotId}`, "cart", "checked"));
  };
  const setAllChecked = (checked: boolean) => async () => {
    await setCartChecked(actor, null, checked);
    return redirect(withNotice("/cart", "cart", "checked"));
  };
  return dispatchIntent(
    context,
    form,
    {
      setQuantity: async () => {
        const submission = parseWithZod(form, { schema: setQuantitySchema });
        if (submission.status !== "success") return refuseForm(context, submission);
        const { goodsId, quantity } = submission.value;
        const result = await setCartQuantity(actor, goodsId, quantity);
        if (!result.ok) return refuseForm(context, submission, { fieldErrors: { quantity: [result.issue.key === "notFound" ? "cart:errors.notFound" : issueMessage(result.issue)] } });
        const reduced = result.reducedFrom === null ? {} : { line: goodsId, reducedFrom: result.reducedFrom, reducedTo: result.quantity, multiple: result.multiple };
        return redirect(withNotice(`/cart#line-${goodsId}`, "cart", "updated", reduced));
      },
      check: setChecked(true),
      uncheck: setChecked(false),
      palletCheck: setPallet(true),
      palletUncheck: setPallet(false),
      outletCheck: setOutlet(true),
      outletUncheck: setOutlet(false),
      outletSetQuantity: async () => {
        const submission = parseWithZod(form, { schema: outletQuantitySchema });
        if (submission.status !== "success") return refuseForm(context, submission);
        const { lotId, quantity } = submission.value;
        const result = await changeOutletLine(actor, lotId, quantity, "set");
        if (!result.ok) {
          const { key, ...values } = result.issue;
          if (key === "notFound") return refuseForm(context, submission, { status: 404, formErrors: ["outlet:errors.lot"] });
          return refuseForm(context, submission, { fieldErrors: { quantity: [{ key: `outlet:errors.${key}`, values: values as Record<string, number> }] } });
        }
        return redirect(withNotice(`/cart#outlet-${lotId}`, "cart", "updated"));
      },
      outletRemove: async () => {
        const submission = parseWithZod(form, { schema: outletLineSchema });
        if (submission.status !== "success") return refuseForm(context, submission);
        if (!(await removeOutletLine(actor, submission.value.lotId))) return refuseForm(context, submission, { status: 404, formErrors: ["outlet:errors.lot"] });
        return redirect(withNotice("/cart", "cart", "removed"));
      },
      checkAll: setAllChecked(true),
      uncheckAll: setAllChecked(false),
      confirm: async () => {
        if (await hasTickedLine(actor)) return redirect("/order/orderConfirm");
        return refuseRead(context, { intent: "confirm" }, { fieldErrors: { confirm: ["plans:errors.noneSelected"] } });
      },
      ...combinationIntents(context, actor, form),
    },
    "cart:errors.intent",
  );
}
