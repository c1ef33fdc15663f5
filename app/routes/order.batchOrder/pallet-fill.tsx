import type { Translate } from "~/i18n/translator";
import type { PalletFigures } from "~/domain/pallets";

/**
 * How full a pallet is, by volume and by weight: each a labelled <meter> with the figures in
 * text beside it (used, capacity, left, percent), so nothing depends on the bar alone.
 */
export function PalletFillMeters({ id, figures, t }: { id: string; figures: PalletFigures; t: Translate }) {
  const rows = [
    { key: "volume", value: figures.volumePermille, text: t("pallets:fill.volume", { used: figures.volumeUsed, max: figures.volumeMax, left: figures.volumeLeft, percent: figures.volumePercent }) },
    { key: "weight", value: figures.weightPermille, text: t("pallets:fill.weight", { used: figures.weightUsed, max: figures.weightMax, left: figures.weightLeft, percent: figures.weightPercent }) },
  ];
  return (
    <div className="mt-2 space-y-2">
      {rows.map((row) => (
        <div key={row.key} className="grid gap-1 sm:grid-cols-[12rem_1fr] sm:items-center">
          <meter id={`${id}-${row.key}`} aria-describedby={`${id}-${row.key}-text`} aria-label={t(`pallets:fill.${row.key}Label`)} min={0} max={1000} value={row.value} className="h-4 w-48">
            {row.text}
          </meter>
          <span id={`${id}-${row.key}-text`} className="tabular-nums">
            {row.text}
          </span>
        </div>
      ))}
      {figures.overfull ? <p className="font-medium text-red-800">{t("pallets:fill.overfull")}</p> : null}
    </div>
  );
}
