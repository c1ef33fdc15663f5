import { useRef } from "react";
import { useTranslation } from "~/i18n/react";
import { useHydrated } from "~/chunks/shell";

const STEPS = ["choose", "include", "generate", "download", "watermark"] as const;

export type GuideDays = { fileDays: number; recordDays: number };

/** The function guide's text: how the centre works, step by step. */
export function GuideSteps({ fileDays, recordDays }: GuideDays) {
  const { t } = useTranslation("downloads");
  return (
    <ol className="list-decimal space-y-2 pl-6">
      {STEPS.map((step) => (
        <li key={step}>{t(`guide.steps.${step}`, { fileDays, recordDays })}</li>
      ))}
    </ol>
  );
}

/**
 * The function guide on the centre: a disclosure without JavaScript (the text is in the page), a
 * button opening a modal dialog with it (focus moves in, Escape or "Close" closes it and focus
 * returns to the button, as the native dialog does).
 */
export function FunctionGuide(days: GuideDays) {
  const { t } = useTranslation("downloads");
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  if (!hydrated) {
    return (
      <details className="rounded border border-gray-300 p-3">
        <summary className="cursor-pointer font-medium text-brand-dark">{t("guide.open")}</summary>
        <div className="mt-3">
          <GuideSteps {...days} />
        </div>
      </details>
    );
  }
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => dialog.current?.showModal()} className="rounded border border-brand-dark px-3 py-1.5 font-medium text-brand-dark hover:bg-gray-100">
        {t("guide.open")}
      </button>
      <dialog ref={dialog} aria-labelledby="guide-title" className="max-w-2xl rounded p-6 backdrop:bg-black/50">
        <h2 id="guide-title" className="text-xl font-semibold">
          {t("guide.title")}
        </h2>
        <div className="mt-3">
          <GuideSteps {...days} />
        </div>
        <form method="dialog" className="mt-4 text-right">
          <button type="submit" className="rounded bg-brand-dark px-4 py-2 font-semibold text-white">
            {t("guide.close")}
          </button>
        </form>
      </dialog>
    </>
  );
}
