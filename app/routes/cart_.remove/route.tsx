import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { formatCount, titleMeta, withNotice } from "~/chunks/shell";
import { cartLine, removeCartLine } from "~/services/cart/cart.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";
import { requireActor } from "~/services/identity/actor.server";

export const meta = titleMeta;
export const handle = { i18n: ["cart"] };

/** A line that is not in the acting account's cart (or a junk id): back to the cart, nothing to confirm. */
const goodsIdOf = (request: Request) => {
  const value = new URL(request.url).searchParams.get("goodsId") ?? "";
  return /^\d{1,9}$/.test(value) ? Number(value) : null;
};

/** The confirmation step of removing a line: a page of its own, so it works without JavaScript. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context);
  const id = goodsIdOf(request);
  const lng = await getLanguage(request, context);
  const line = id === null ? null : await cartLine(actor, id, lng);
  if (!line) throw redirect("/cart");
  return { title: await pageTitle(request, context, "cart:remove.title"), line, lng };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const actor = await requireActor(request, context);
  const id = goodsIdOf(request);
  if (id !== null) await removeCartLine(actor, id);
  // Removing a line that is already gone leaves the cart as wanted: same answer.
  return redirect(withNotice("/cart", "cart", "removed"));
}

export default function RemoveCartLine() {
  const { line, lng } = useLoaderData<typeof loader>();
  const { t } = useTranslation("cart");
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="remove-heading" className="mx-auto max-w-xl px-4 py-10">
      <h1 id="remove-heading" className="text-2xl font-bold">
        {t("remove.heading")}
      </h1>
      <div className="mt-4 rounded border border-gray-300 p-4">
        <p className="font-semibold">{line.name}</p>
        <p className="text-sm break-all text-gray-700">{line.barcode}</p>
        <p className="mt-1">{t("remove.quantity", { quantity: formatCount(line.quantity, lng) })}</p>
      </div>
      <Form method="post" action={`/cart/remove?goodsId=${line.productId}`} className="mt-6 flex flex-wrap items-center gap-4">
        <button type="submit" disabled={busy} className="rounded bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900 disabled:opacity-60">
          {t("remove.confirm")}
        </button>
        <Link to="/cart" className="font-medium text-brand-dark underline">
          {t("remove.cancel")}
        </Link>
      </Form>
    </section>
  );
}
