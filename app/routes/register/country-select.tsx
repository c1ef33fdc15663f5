import { type FieldMetadata, getSelectProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";

type Props = {
  field: FieldMetadata<string | undefined>;
  label: string;
  placeholder: string;
  options: { code: string; label: string }[];
};

/** The country select, wired like Field: label, message, aria-invalid and aria-describedby. */
export function CountrySelect({ field, label, placeholder, options }: Props) {
  const { t } = useTranslation();
  const error = field.errors?.[0];
  const { key, ...selectProps } = getSelectProps(field, { ariaAttributes: true });
  return (
    <div className="mb-4">
      <label htmlFor={field.id} className="block font-medium text-gray-900">
        {label}
      </label>
      {error ? (
        <p id={field.errorId} className="mt-1 text-sm font-medium text-red-700">
          {t(error)}
        </p>
      ) : null}
      <select
        key={key}
        {...selectProps}
        aria-describedby={error ? field.errorId : undefined}
        autoComplete="country"
        className={`mt-1 block w-full rounded border bg-white px-3 py-2 ${error ? "border-2 border-red-700" : "border-gray-400"}`}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
