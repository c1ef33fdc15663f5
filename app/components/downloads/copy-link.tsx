import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { copyText } from "~/chunks/forms";
import { useHydrated } from "~/chunks/shell";

/**
 * "Copy link" for one download link, with JavaScript only (without it the link stays visible and
 * selectable in the field `inputId` names). It says "Link copied." or "copy failed" in a polite live
 * region beside it; when copying fails, the link's text is selected so the buyer can copy it.
 */
export function CopyLinkButton({ url, inputId, suffix }: { url: string; inputId: string; suffix: string }) {
  const { t } = useTranslation("downloads");
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<"copied" | "failed" | null>(null);
  if (!hydrated) return null;
  const copy = async () => {
    const result = await copyText(url, typeof navigator === "undefined" ? undefined : navigator.clipboard);
    setOutcome(result);
    if (result === "failed") {
      const input = document.getElementById(inputId);
      if (input instanceof HTMLInputElement) {
        input.focus();
        input.select();
      }
    }
  };
  return (
    <>
      <button type="button" onClick={() => void copy()} className="rounded border border-gray-500 px-2 py-1 text-sm hover:bg-gray-100">
        {t("records.copyLink")}
        <span className="sr-only">{suffix}</span>
      </button>{" "}
      <span aria-live="polite" className={outcome === "failed" ? "text-sm font-medium text-red-700" : "text-sm text-green-800"}>
        {outcome === "copied" ? t("done.copied") : outcome === "failed" ? t("problems.copyFailed") : ""}
      </span>
    </>
  );
}
