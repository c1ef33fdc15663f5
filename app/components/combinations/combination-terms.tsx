import { DataTable } from "~/chunks/forms";
import { formatCount, formatMoney, formatScaled, ProductImage, useTranslation } from "~/chunks/shell";
import type { Language } from "~/i18n/languages";
import type { CombinationView } from "~/services/combined/combinations.server";

/** What the pages show of a combination (its dates are not shown). */
export type CombinationTermsView = Omit<CombinationView, "startsAt" | "endsAt">;

/** A rate in basis points as the language writes a percentage ("3 %", "2,5 %"). */
export const rateText = (bp: number, lng: Language, t: (key: string, values: Record<string, unknown>) => string) => t("combinations:rate", { rate: formatScaled(bp, 2, lng, 0) });

/**
 * A combination's terms, the same on its card and its page (decision 0108): the items with their
 * images and quantities per set, one set's price at the buyer's rate (and at list price), the
 * tiers with the set's price at each, the minimum order amount with the fewest sets that reach
 * it, and the most sets in stock now ("0 in stock").
 */
export function CombinationTerms({ combination, lng, headingLevel }: { combination: CombinationTermsView; lng: Language; headingLevel: 2 | 3 }) {
  const { t } = useTranslation("combinations");
  const money = (minor: number) => formatMoney(minor, combination.currency, lng);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const soldOut = combination.mostSets === 0;
  return (
    <div className="mt-3 space-y-4">
      <div>
        <Heading className="font-semibold">{t("terms.items")}</Heading>
        <ul className="mt-2 space-y-2">
          {combination.items.map((item) => (
            <li key={item.productId} className="flex items-center gap-3">
              <ProductImage path={item.image} alt="" size={48} className="product-img size-12 shrink-0" />
              <span>
                <span className="font-medium">{item.name}</span> <span className="tabular-nums">{t("terms.perSet", { quantity: formatCount(item.quantity, lng) })}</span>
                <span className="block text-xs text-gray-700">
                  {item.barcode} · {t("terms.unit", { price: money(item.unitMinor) })}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">{t("terms.setPrice")}</dt>
        <dd className="tabular-nums">
          {money(combination.setBaseMinor)}
          {combination.setListMinor !== combination.setBaseMinor ? <span className="ml-2 text-sm text-gray-700">{t("terms.listPrice", { price: money(combination.setListMinor) })}</span> : null}
        </dd>
        <dt className="font-semibold">{t("terms.minimum")}</dt>
        <dd className="tabular-nums">
          {combination.minimumMinor === null
            ? t("terms.noMinimum")
            : combination.setsForMinimum === null
              ? money(combination.minimumMinor)
              : t("terms.minimumSets", { amount: money(combination.minimumMinor), count: combination.setsForMinimum, sets: formatCount(combination.setsForMinimum, lng) })}
        </dd>
        <dt className="font-semibold">{t("terms.stock")}</dt>
        <dd className={`tabular-nums ${soldOut ? "font-semibold text-red-800" : ""}`}>{soldOut ? t("terms.outOfStock") : t("terms.inStock", { count: combination.mostSets, sets: formatCount(combination.mostSets, lng) })}</dd>
      </dl>
      {combination.tiers.length === 0 ? (
        <p className="text-sm text-gray-700">{t("terms.noTiers")}</p>
      ) : (
        <DataTable caption={t("terms.tiersCaption", { name: combination.name })} columns={[{ label: t("terms.tierFrom") }, { label: t("terms.tierRate"), align: "right" }, { label: t("terms.tierPrice"), align: "right" }]}>
          {combination.tiers.map((tier) => (
            <tr key={tier.fromSets} className="border-b border-gray-200">
              <th scope="row" className="py-1 pr-4 font-normal tabular-nums">
                {t("terms.fromSets", { count: tier.fromSets, sets: formatCount(tier.fromSets, lng) })}
              </th>
              <td className="py-1 pr-4 text-right tabular-nums">{rateText(tier.discountBp, lng, t)}</td>
              <td className="py-1 text-right tabular-nums">{money(tier.setUnitMinor)}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <p className="text-xs text-gray-700">{t("terms.noPromotions")}</p>
    </div>
  );
}
