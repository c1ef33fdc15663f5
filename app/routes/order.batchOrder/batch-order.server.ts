import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { noticeFrom, withNotice } from "~/domain/notices";
import { nextPalletNumber, palletFigures } from "~/domain/pallets";
import type { Language } from "~/i18n/languages";
import { cancelPallet, createPallet, deletePallet } from "~/services/cart/cart-pallets.server";
import { type PalletView, getPallet, listPalletTypes, listPallets } from "~/services/combined/pallets.server";
import { requireActor } from "~/services/identity/actor.server";
import { dispatchIntent, parseWithZod, refuseForm } from "~/services/platform/form-reply.server";
import { getLanguage, getT } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";
import { firstValues } from "../cart/cart-form.server";
import { createSchema, notFound, palletIdOf, palletIssueMessage, palletSchema } from "./pallet-forms.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/** A pallet as the list and the confirmation show it: its figures written in the reader's language. */
export function palletSummary(pallet: PalletView, lng: Language) {
  return {
    id: pallet.id,
    name: pallet.name,
    typeName: pallet.type.name,
    kind: pallet.type.kind,
    figures: palletFigures(pallet.type, pallet.fill, lng),
    lineCount: pallet.lines.length,
    cartons: pallet.fill.cartons,
    valueMinor: pallet.valueMinor,
    unpricedLines: pallet.unpricedLines,
  };
}

/**
 * /order/batchOrder: the account's pallets of the host's brand, the form to create one, and — with
 * `?confirm=cancel|delete&id=` — the confirmation of cancelling or deleting one (a page state of
 * its own, so it works without JavaScript).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context);
  const lng = await getLanguage(request, context);
  const url = new URL(request.url);
  const kind = url.searchParams.get("confirm");
  let confirm: { kind: "cancel" | "delete"; pallet: ReturnType<typeof palletSummary> } | null = null;
  if (kind === "cancel" || kind === "delete") {
    const id = palletIdOf(url.searchParams.get("id"));
    const pallet = id === null ? null : await getPallet(actor, { id, lng });
    if (!pallet) throw notFound();
    confirm = { kind, pallet: palletSummary(pallet, lng) };
  }
  const [pallets, types, t] = await Promise.all([listPallets(actor, { brandKey: context.brand.key, lng }), listPalletTypes(lng), getT(request, context, "pallets")]);
  const word = t("pallets:list.nameWord");
  return {
    notice: noticeFrom("pallets", url.search),
    title: await pageTitle(request, context, confirm ? `pallets:confirm.${confirm.kind}Title` : "pallets:list.title", confirm ? { name: confirm.pallet.name } : undefined),
    pallets: pallets.map((pallet) => palletSummary(pallet, lng)),
    types: types.map((type) => ({ code: type.code, name: type.name })),
    defaultName: `${word} ${nextPalletNumber(
      pallets.map((pallet) => pallet.name),
      word,
    )}`,
    confirm,
    lng,
    currency: actor.currency,
  };
}

/** POST /order/batchOrder with an intent: create, cancel (its goods go to the cart as single lines), delete. */
export async function action({ request, context }: ActionFunctionArgs) {
  const actor = await requireActor(request, context);
  const lng = await getLanguage(request, context);
  const form = firstValues(await request.formData());
  const palletOf = () => {
    const submission = parseWithZod(form, { schema: palletSchema });
    const id = submission.status === "success" ? palletIdOf(String(submission.value.id)) : null;
    if (id === null) throw notFound();
    return id;
  };
  return dispatchIntent(
    context,
    form,
    {
      create: async () => {
        const submission = parseWithZod(form, { schema: createSchema });
        if (submission.status !== "success") return refuseForm(context, submission);
        const result = await createPallet(actor, { brandKey: context.brand.key, typeCode: submission.value.type, name: submission.value.name });
        if (!result.ok) return refuseForm(context, submission, { fieldErrors: { [result.issue.key === "type" ? "type" : "name"]: [palletIssueMessage(result.issue, lng)] } });
        return redirect(withNotice(`/order/batchOrderDetail?id=${result.id}`, "pallet", "created"));
      },
      cancel: async () => {
        const result = await cancelPallet(actor, palletOf());
        if (!result.ok) throw notFound();
        return redirect(withNotice("/order/batchOrder", "pallets", "cancelled", { lines: result.lines }));
      },
      delete: async () => {
        const result = await deletePallet(actor, palletOf());
        if (!result.ok) throw notFound();
        return redirect(withNotice("/order/batchOrder", "pallets", "deleted"));
      },
    },
    "pallets:errors.intent",
  );
}
