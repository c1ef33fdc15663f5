import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import type { z } from "zod";
import { noticeFrom, withNotice } from "~/domain/notices";
import { formatScaled } from "~/domain/money";
import { cartonsThatFit, formatKilograms, palletFigures } from "~/domain/pallets";
import { type PalletIssue, type PalletResult, addCartons, palletProducts, removePalletLine, renamePallet, setCartons } from "~/services/cart/cart-pallets.server";
import { getPallet } from "~/services/combined/pallets.server";
import { requireActor } from "~/services/identity/actor.server";
import { dispatchIntent, parseWithZod, refuseForm } from "~/services/platform/form-reply.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";
import { firstValues } from "../cart/cart-form.server";
import { cartonsSchema, lineSchema, notFound, palletIdOf, palletIssueMessage, renameSchema } from "../order.batchOrder/pallet-forms.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/** The picker's query: a search of at most 100 characters, a category id, a page; anything else is left out. */
function pickerQuery(url: URL) {
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const category = url.searchParams.get("category") ?? "";
  const page = url.searchParams.get("page") ?? "";
  return { q, categoryId: /^\d{1,9}$/.test(category) ? Number(category) : null, page: /^\d{1,5}$/.test(page) ? Number(page) : 1 };
}

/** /order/batchOrderDetail?id=…: one pallet, its lines, and the brand's China-direct products to put on it. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context);
  const lng = await getLanguage(request, context);
  const url = new URL(request.url);
  const id = palletIdOf(url.searchParams.get("id"));
  const pallet = id === null ? null : await getPallet(actor, { id, lng });
  if (!pallet) throw notFound();
  const query = pickerQuery(url);
  const picker = await palletProducts(actor, { brandKey: pallet.brandKey, lng, keyword: query.q, categoryId: query.categoryId, page: query.page });
  return {
    notice: noticeFrom("pallet", url.search),
    title: await pageTitle(request, context, "pallets:detail.title", { name: pallet.name }),
    pallet: {
      id: pallet.id,
      name: pallet.name,
      typeName: pallet.type.name,
      figures: palletFigures(pallet.type, pallet.fill, lng),
      valueMinor: pallet.valueMinor,
      cartons: pallet.fill.cartons,
      lines: pallet.lines.map((line) => ({
        productId: line.productId,
        name: line.name,
        barcode: line.barcode,
        cartons: line.cartons,
        pkgNum: line.pkgNum,
        quantity: line.quantity,
        unitMinor: line.unitMinor,
        lineTotalMinor: line.lineTotalMinor,
      })),
    },
    picker: {
      ...picker,
      q: query.q,
      categoryId: picker.categories.some((category) => category.id === query.categoryId) ? query.categoryId : null,
      products: picker.products.map((product) => ({
        ...product,
        fits: cartonsThatFit(pallet.fill, product),
        // A carton in litres' precision (0.192 m³) and kilograms.
        volumeText: formatScaled(Math.round(product.cartonVolumeCm3 / 1000), 3, lng),
        weightText: formatKilograms(product.cartonWeightG, lng),
      })),
    },
    lng,
    currency: actor.currency,
  };
}

/** The status of a refusal: input the rules cannot take is a 400; a pallet or stock that cannot take more, a 409. */
const statusOf = (issue: PalletIssue) => (issue.key === "overfill" || issue.key === "insufficientStock" || issue.key === "tooManyCartons" ? 409 : 400);

/** POST with an intent: add (N cartons of a product), setCartons (a line), remove (a line), rename (the pallet). */
export async function action({ request, context }: ActionFunctionArgs) {
  const actor = await requireActor(request, context);
  const lng = await getLanguage(request, context);
  const url = new URL(request.url);
  const id = palletIdOf(url.searchParams.get("id"));
  if (id === null) throw notFound();
  const form = firstValues(await request.formData());
  // Back to the page as it was: the picker's search, category and page stay.
  const kept = new URLSearchParams({ id: String(id) });
  for (const name of ["q", "category", "page"]) {
    const value = url.searchParams.get(name);
    if (value) kept.set(name, value.slice(0, 100));
  }
  const back = (anchor: string) => `/order/batchOrderDetail?${kept.toString()}${anchor}`;
  /** Parses the form with the intent's schema and writes: a redirect with the notice, a refusal on the field, or a 404 for a pallet that is not the account's. */
  const intent =
    <Schema extends z.ZodType, Done extends object>(schema: Schema, field: string, write: (value: z.output<Schema>) => Promise<PalletResult<Done>>, done: (value: z.output<Schema>, result: Done) => string) =>
    async () => {
      const submission = parseWithZod(form, { schema });
      if (submission.status !== "success") return refuseForm(context, submission);
      const result = await write(submission.value);
      if (!result.ok) {
        if (result.issue.key === "notFound") throw notFound();
        return refuseForm(context, submission, { fieldErrors: { [field]: [palletIssueMessage(result.issue, lng)] }, status: statusOf(result.issue) });
      }
      return redirect(done(submission.value, result));
    };
  return dispatchIntent(
    context,
    form,
    {
      add: intent(
        cartonsSchema,
        "cartons",
        ({ goodsId, cartons }) => addCartons(actor, id, goodsId, cartons),
        ({ goodsId }, { added }) => withNotice(back(`#line-${goodsId}`), "pallet", "added", { cartons: added }),
      ),
      setCartons: intent(
        cartonsSchema,
        "cartons",
        ({ goodsId, cartons }) => setCartons(actor, id, goodsId, cartons),
        ({ goodsId }) => withNotice(back(`#line-${goodsId}`), "pallet", "updated"),
      ),
      rename: intent(
        renameSchema,
        "name",
        ({ name }) => renamePallet(actor, id, name),
        () => withNotice(back(""), "pallet", "renamed"),
      ),
      remove: intent(
        lineSchema,
        "goodsId",
        ({ goodsId }) => removePalletLine(actor, id, goodsId),
        () => withNotice(back("#lines"), "pallet", "removed"),
      ),
    },
    "pallets:errors.intent",
  );
}
