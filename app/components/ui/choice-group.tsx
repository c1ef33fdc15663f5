import type { ReactNode } from "react";
import { type FieldState, controlProps, FieldFrame } from "~/chunks/forms";

// Radio buttons and checkboxes under a legend, apart from the other fields (./field.tsx): one page
// uses them, and the forms' shared browser file stays smaller for the others (decision 0104).

export type ChoiceOption = { value: string; label: ReactNode };

/**
 * Radio buttons (one choice) or checkboxes (several) under a legend, wired like Field: each keeps
 * its state after a refusal, and the first carries the field's id, so the error summary's link
 * lands on it.
 */
export function ChoiceGroup({ field, type, legend, hint, options, className }: { field: FieldState; type: "radio" | "checkbox"; legend: ReactNode; hint?: ReactNode; options: readonly ChoiceOption[]; className?: string }) {
  return (
    <FieldFrame field={field} label={legend} hint={hint} className={className} group>
      {({ error }) => (
        <ul className="mt-1 space-y-1">
          {options.map((option, index) => {
            const id = index === 0 ? field.id : `${field.id}-${option.value.replace(/[^a-z0-9]/gi, "_")}`;
            const checked = Array.isArray(field.initialValue) ? field.initialValue.includes(option.value) : field.initialValue === option.value;
            return (
              <li key={option.value} className="flex items-center gap-2">
                <input {...controlProps(field)} id={id} type={type} value={option.value} defaultChecked={checked} aria-invalid={error ? true : undefined} className="h-5 w-5" />
                <label htmlFor={id}>{option.label}</label>
              </li>
            );
          })}
        </ul>
      )}
    </FieldFrame>
  );
}
