import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/react";

export type SummaryError = { fieldId?: string; message: string };

/**
 * The GOV.UK error summary: a heading and one link per error, at the top of the form. With
 * JavaScript it takes focus when it appears and the page title gains the "Error:" prefix (without
 * JavaScript the server renders the prefix).
 */
export function ErrorSummary({ errors }: { errors: SummaryError[] }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const hasErrors = errors.length > 0;

  useEffect(() => {
    if (!hasErrors) return;
    ref.current?.focus();
    const prefixed = t("error.titlePrefix", { title: "" }).trim();
    if (!document.title.startsWith(prefixed)) document.title = t("error.titlePrefix", { title: document.title });
  }, [hasErrors, errors, t]);

  if (!hasErrors) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary-title"
      className="mb-6 rounded border-4 border-red-700 p-4 focus:outline-none focus-visible:ring-4 focus-visible:ring-yellow-400"
    >
      <h2 id="error-summary-title" className="text-lg font-bold text-gray-900">
        {t("error.summaryTitle")}
      </h2>
      <ul className="mt-2 list-none space-y-1">
        {errors.map((error, index) => (
          <li key={`${error.fieldId ?? "form"}-${index}`}>
            {error.fieldId ? (
              <a href={`#${error.fieldId}`} className="font-medium text-red-800 underline">
                {error.message}
              </a>
            ) : (
              <span className="font-medium text-red-800">{error.message}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
