import { useTranslation } from "~/i18n/react";

/** A lot's grade with its words (decision 0114): A packaging damaged only, B light cosmetic marks, C visible damage. */
export function OutletGrade({ grade, className = "" }: { grade: "A" | "B" | "C"; className?: string }) {
  const { t } = useTranslation("outlet");
  return (
    <p className={`text-sm ${className}`}>
      <span className="rounded border border-gray-700 px-1.5 py-0.5 font-bold">{t("grade.label", { grade })}</span> {t(`grade.${grade}`)}
    </p>
  );
}
