import type { ChangeEvent, ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { messageText } from "~/domain/form-message";
import type { FieldState } from "./server-form";

type InputType = "text" | "email" | "password" | "tel" | "url" | "number" | "search" | "datetime-local";

type Props = {
  field: FieldState;
  label: ReactNode;
  type?: InputType;
  hint?: ReactNode;
  autoComplete?: string;
  inputMode?: "numeric" | "decimal" | "email" | "tel" | "text" | "url";
  maxLength?: number;
  className?: string;
};

/**
 * The parts every labelled control shares: label, hint, error message, and the ids that tie them.
 * A group of radio buttons or checkboxes (`group`) is a fieldset under a legend instead, described
 * by the hint and the error as a whole.
 */
export function FieldFrame({
  field,
  label,
  hint,
  className,
  group = false,
  children,
}: {
  field: FieldState;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  group?: boolean;
  children: (wiring: { describedBy: string | undefined; error: string | undefined }) => ReactNode;
}) {
  const { t } = useTranslation();
  const hintId = hint ? `${field.id}-hint` : undefined;
  const error = field.errors?.[0];
  const describedBy = [hintId, error ? field.errorId : undefined].filter(Boolean).join(" ") || undefined;
  const body = (
    <>
      {group ? (
        <legend className="font-medium text-gray-900">{label}</legend>
      ) : (
        <label htmlFor={field.id} className="block font-medium text-gray-900">
          {label}
        </label>
      )}
      {hint ? (
        <p id={hintId} className="text-sm text-gray-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={field.errorId} className="mt-1 text-sm font-medium text-red-700">
          {messageText(t, error)}
        </p>
      ) : null}
      {children({ describedBy, error })}
    </>
  );
  return group ? (
    <fieldset className={className ?? "mb-4"} aria-describedby={describedBy}>
      {body}
    </fieldset>
  ) : (
    <div className={className ?? "mb-4"}>{body}</div>
  );
}

/** What every control of a field carries: its id, name and form, and aria-invalid when it has an error. */
export const controlProps = (field: FieldState) => ({ id: field.id, name: field.name, form: field.formId, "aria-invalid": field.errors ? true : undefined });

/** A kept value as a text control starts with (the first of a field posted twice). */
const textValue = (value: unknown): string | undefined => (Array.isArray(value) ? textValue(value[0]) : value === undefined || value === null ? undefined : String(value));

const controlClass = (error: string | undefined) => `mt-1 block w-full rounded border px-3 py-2 ${error ? "border-red-700 border-2" : "border-gray-400"}`;

/** A labelled input with its hint and error message, wired with aria-invalid and aria-describedby. */
export function Field({ field, label, type = "text", hint, autoComplete, inputMode, maxLength, className }: Props) {
  const defaultValue = typeof field.initialValue === "string" ? field.initialValue : undefined;
  return (
    <FieldFrame field={field} label={label} hint={hint} className={className}>
      {({ describedBy, error }) => (
        <input {...controlProps(field)} type={type} defaultValue={defaultValue} aria-describedby={describedBy} autoComplete={autoComplete} inputMode={inputMode} maxLength={maxLength} className={controlClass(error)} />
      )}
    </FieldFrame>
  );
}

export type SelectOption = { value: string; label: string; lang?: string };

type SelectProps = {
  field: FieldState;
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice ("Choose a country"): the field is then unset until the user picks. */
  placeholder?: string;
  hint?: ReactNode;
  autoComplete?: string;
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
  className?: string;
};

/**
 * A labelled select, wired like Field. When its options change (a country's provinces after the
 * country changed) it starts again, so the choice it keeps is one of the new options or none; a
 * field posted twice comes back as a list, and the select keeps the first choice.
 */
export function Select({ field, label, options, placeholder, hint, autoComplete, onChange, className }: SelectProps) {
  const listKey = options.map((option) => option.value).join(",");
  return (
    <FieldFrame field={field} label={label} hint={hint} className={className}>
      {({ describedBy, error }) => (
        <select
          key={listKey}
          {...controlProps(field)}
          defaultValue={textValue(field.initialValue)}
          aria-describedby={describedBy}
          autoComplete={autoComplete}
          onChange={onChange}
          className={`${controlClass(error)} bg-white`}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

type TextareaProps = {
  field: FieldState;
  label: ReactNode;
  hint?: ReactNode;
  rows?: number;
  maxLength?: number;
  /** For codes (barcodes, one per line): a fixed-width font. */
  monospace?: boolean;
  className?: string;
};

/** A labelled multi-line text field, wired like Field. */
export function Textarea({ field, label, hint, rows = 3, maxLength, monospace = false, className }: TextareaProps) {
  return (
    <FieldFrame field={field} label={label} hint={hint} className={className}>
      {({ describedBy, error }) => (
        <textarea {...controlProps(field)} defaultValue={textValue(field.initialValue)} aria-describedby={describedBy} rows={rows} maxLength={maxLength} className={`${controlClass(error)}${monospace ? " font-mono" : ""}`} />
      )}
    </FieldFrame>
  );
}

/** A checkbox input (its label goes beside it, written by the caller). */
export function Checkbox({ field }: { field: FieldState }) {
  const checked = Array.isArray(field.initialValue) ? field.initialValue.includes("on") : field.initialValue === "on";
  return <input {...controlProps(field)} type="checkbox" value="on" defaultChecked={checked} aria-describedby={field.errors ? field.errorId : undefined} className="h-5 w-5" />;
}
