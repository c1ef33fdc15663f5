import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from "@remix-run/node";
import { leaveOutOfOrder } from "~/services/ordering/checkout-review.server";
import { requireActor } from "~/services/identity/actor.server";
import type { Message } from "~/domain/form-message";
import { refuseRead } from "~/services/platform/form-reply.server";
import { getLanguage } from "~/services/platform/locale.server";
import { linkBase } from "~/services/platform/links.server";
import { checkoutView, newSubmitKey, submitOrder } from "~/services/ordering/order-submit.server";
import { pageTitle } from "~/services/platform/page.server";
import { submitField, submitMessage } from "./messages";
import { type FormError, parseSubmitForm, readGroups } from "./submit-form.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/** The ticked cart lines re-checked, the totals, the address book, and a fresh one-time submit key. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context);
  const lng = await getLanguage(request, context);
  const view = await checkoutView(actor, { lng });
  const defaultAddress = view.addresses.find((address) => address.isDefault) ?? view.addresses[0];
  return {
    title: await pageTitle(request, context, "checkout:confirm.title"),
    view,
    lng,
    currency: actor.currency,
    submitKey: newSubmitKey(),
    defaultAddressId: defaultAddress ? String(defaultAddress.id) : "",
  };
}

/** Submit: every rule, then one transaction; success (or a repeat of the same key) goes to the success page. */
export async function action({ request, context }: ActionFunctionArgs) {
  const actor = await requireActor(request, context);
  const lng = await getLanguage(request, context);
  const body = await request.formData();
  if (body.get("intent") === "leaveOut") {
    // "Leave out of this order": the group stays in the cart, unticked; an unknown or another account's group is a 404.
    const match = /^(c|p):(\d{1,9})$/.exec(String(body.get("group") ?? ""));
    const done = match ? await leaveOutOfOrder(actor, { kind: match[1] === "c" ? "combination" : "pallet", id: Number(match[2]) }) : false;
    if (!done) throw data({ title: await pageTitle(request, context, "checkout:confirm.title") }, { status: 404 });
    return redirect("/order/orderConfirm");
  }
  const form = parseSubmitForm(body);
  // The refusals by field, each in the reader's language; what was chosen and typed comes back.
  const fail = (errors: FormError[]) => {
    const fieldErrors: Record<string, Message[]> = {};
    for (const error of errors) (fieldErrors[submitField(error)] ??= []).push(submitMessage(error, lng, actor.currency));
    return refuseRead(context, form.values, { fieldErrors });
  };
  if (!form.ok) return fail(form.errors);
  const groups = readGroups(form.data.groups);
  if (!groups) return fail([{ key: "cartChanged" }]);
  const base = linkBase(context.brand);
  const result = await submitOrder({
    actor,
    brandKey: context.brand.key,
    submitKey: form.data.submitKey,
    addressId: form.data.addressId,
    note: form.data.note,
    lines: form.data.lines,
    outlet: form.data.outlet,
    ...groups,
    chinaMerge: form.data.chinaMerge,
    expectedTotalMinor: form.data.total,
    lng,
    origin: base.origin,
    brandName: base.brandName,
  });
  if (!result.ok) return fail(result.errors);
  return redirect(`/order/orderSuccess?${new URLSearchParams({ orderNumber: result.orderNumber })}`);
}
