import type { ReactNode } from "react";

/** What the barcode readers take (app/services/cart/import-files.server.ts): by extension and by type. */
const ACCEPT = ".csv,.xlsx,.xls,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel";

/**
 * The barcode spreadsheet's file input (the cart import, the download centre), a hand-made control
 * wired like Field: label, hint (`<id>-hint`), error (`<id>-error`), aria-invalid, aria-describedby.
 */
export function BarcodeFileInput({ id, label, hint, error, className = "mt-3" }: { id: string; label: ReactNode; hint: ReactNode; error: string | null; className?: string }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-medium text-gray-900">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-gray-700">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <input
        id={id}
        name="file"
        type="file"
        accept={ACCEPT}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
        className="mt-1 block w-full rounded border border-gray-500 px-3 py-2"
      />
    </div>
  );
}
