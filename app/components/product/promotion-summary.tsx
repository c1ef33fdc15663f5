import { useTranslation } from "~/i18n/react";
import { formatDateTime } from "~/chunks/shell";
import type { Language } from "~/i18n/languages";
import type { PromotionTheme } from "~/services/catalogue/promotion-themes.server";

type Props = { theme: PromotionTheme; lng: Language; timeZone: string };

/** A promotion's period, phase and rules, in words (shared by the theme page and its preview). */
export function PromotionSummary({ theme, lng, timeZone }: Props) {
  const { t } = useTranslation("promotions");
  return (
    <div className="space-y-4">
      <p className="text-lg">
        {t("theme.period", { start: formatDateTime(theme.startsAt, lng, timeZone), end: formatDateTime(theme.endsAt, lng, timeZone) })}
      </p>
      <p className="inline-block rounded bg-gray-100 px-3 py-1 font-medium" data-phase={theme.phase}>
        {t(`theme.phase.${theme.phase}`)}
      </p>
      <section aria-labelledby="rules-heading">
        <h2 id="rules-heading" className="text-xl font-semibold">
          {t("theme.rules.heading")}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-6">
          <li>{t(`theme.rules.${theme.kind}`)}</li>
          {theme.limitedQuantity ? <li>{t("theme.rules.limitedQuantity")}</li> : null}
          {theme.perAccountLimit ? <li>{t("theme.rules.perAccountLimit")}</li> : null}
          <li>{t("theme.rules.quantities")}</li>
        </ul>
      </section>
    </div>
  );
}
