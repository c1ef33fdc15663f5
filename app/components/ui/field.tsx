import type { FieldMetadata } from "@conform-to/react";
import { getInputProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

type InputType = "text" | "email" | "password" | "tel" | "url" | "number" | "search";

type Props = {
  field: FieldMetadata<string | number | undefined | null>;
  label: ReactNode;
  type?: InputType;
  hint?: ReactNode;
  autoComplete?: string;
  inputMode?: "numeric" | "decimal" | "email" | "tel" | "text" | "url";
  maxLength?: number;
  className?: string;
};

/** A labelled input with its hint and error message, wired with aria-invalid and aria-describedby. */
export function Field({ field, label, type = "text", hint, autoComplete, inputMode, maxLength, className }: Props) {
  const { t } = useTranslation();
  const hintId = hint ? `${field.id}-hint` : undefined;
  const error = field.errors?.[0];
  const describedBy = [hintId, error ? field.errorId : undefined].filter(Boolean).join(" ") || undefined;
  const { key, ...inputProps } = getInputProps(field, { type, ariaAttributes: true });
  return (
    <div className={className ?? "mb-4"}>
      <label htmlFor={field.id} className="block font-medium text-gray-900">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-gray-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={field.errorId} className="mt-1 text-sm font-medium text-red-700">
          {t(error)}
        </p>
      ) : null}
      <input
        key={key}
        {...inputProps}
        aria-describedby={describedBy}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        className={`mt-1 block w-full rounded border px-3 py-2 ${error ? "border-red-700 border-2" : "border-gray-400"}`}
      />
    </div>
  );
}

/** A checkbox input (its label goes beside it, written by the caller). */
export function Checkbox({ field }: { field: FieldMetadata<unknown> }) {
  const { key, ...props } = getInputProps(field, { type: "checkbox" });
  return <input key={key} {...props} className="h-5 w-5" />;
}
