import type { SyntheticEvent } from "react";
import { useTranslation } from "~/i18n/react";
import { bestCashbackBp, cashbackLines, formatPercentBp } from "~/domain/cashback";
import { formatMoney } from "~/chunks/shell";
import type { CardSettings } from "~/services/catalogue/product-cards.server";

type Props = { tiers: readonly { thresholdMinor: number; percentBp: number }[]; settings: Pick<CardSettings, "lng" | "currency"> };

const setOpen = (open: boolean) => (event: SyntheticEvent<HTMLDetailsElement>) => {
  event.currentTarget.open = open;
};

/**
 * The cashback box: "Cashback up to 3 %", expanding to the tiers. A disclosure, so it opens by
 * click, tap and keyboard without JavaScript; with JavaScript hovering opens it too (SPEC.md
 * section 2). A threshold of 0 reads in the order-now style.
 */
export function CashbackBox({ tiers, settings }: Props) {
  const { t } = useTranslation("catalogue");
  const lines = cashbackLines(tiers);
  const best = bestCashbackBp(tiers);
  if (lines.length === 0 || best === null) return null;
  const percent = (bp: number) => formatPercentBp(bp, settings.lng);
  return (
    <details
      className="cashback"
      onMouseEnter={setOpen(true)}
      onMouseLeave={setOpen(false)}
    >
      <summary>{t("cashback.upTo", { percent: percent(best) })}</summary>
      <ul aria-label={t("cashback.heading")}>
        {lines.map((line) =>
          line.style === "orderNow" ? (
            <li key="order-now" className="font-semibold text-amber-900">
              {t(line.key, { percent: percent(line.percentBp) })}
            </li>
          ) : (
            <li key={line.thresholdMinor}>{t(line.key, { percent: percent(line.percentBp), amount: formatMoney(line.thresholdMinor, settings.currency, settings.lng) })}</li>
          ),
        )}
      </ul>
    </details>
  );
}
