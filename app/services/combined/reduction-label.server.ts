/**
 * The running full reduction's label on the pages that show products (decision 0108, as built: the
 * label): once on a list, search and home page, and beside the price on the product page. Only an
 * account's own currency has a reduction, so only a signed-in page with an acting account (a buyer,
 * or a salesman acting for one) shows it; a salesman without a client sees none.
 */
import type { AppLoadContext } from "@remix-run/node";
import { reductionLabel } from "~/domain/full-reduction";
import type { Language } from "~/i18n/languages";
import type { Actor } from "~/services/identity/actor.server";
import { getT } from "~/services/platform/locale.server";
import { runningFullReductionFromMemory } from "./full-reductions.server";

/** The label for the acting account on this brand's host, in the page's language; null when no reduction runs. */
export async function fullReductionLabel(
  request: Request,
  context: AppLoadContext,
  { acting, lng, now }: { acting: Actor | null; lng: Language; now?: Date },
): Promise<string | null> {
  if (!acting) return null;
  const reduction = await runningFullReductionFromMemory({ brandKey: context.brand.key, currency: acting.currency, lng, now });
  if (!reduction) return null;
  const t = await getT(request, context, "catalogue");
  return reductionLabel(reduction, lng, (key, values) => t(key, values));
}
