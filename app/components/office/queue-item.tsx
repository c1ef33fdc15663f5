import { Form } from "@remix-run/react";
import { type FieldState, Textarea } from "~/chunks/forms";

/**
 * The parts the back office's item pages share (an image request, an API application; decision
 * 0112): the facts as a description list, and the form of a decision that needs a reason the buyer reads.
 */

export function FactList({ rows, className = "mt-6" }: { rows: [string, string][]; className?: string }) {
  return (
    <dl className={`${className} grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2`}>
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium">{label}</dt>
          <dd className="break-words whitespace-pre-line">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled part of an item page: its heading (an h2 named by `id`) and its facts. */
export function FactSection({ id, heading, rows }: { id: string; heading: string; rows: [string, string][] }) {
  return (
    <section aria-labelledby={id} className="mt-6">
      <h2 id={id} className="text-lg font-semibold">
        {heading}
      </h2>
      <FactList rows={rows} className="mt-3" />
    </section>
  );
}

/** An item's history (its audit events, newest first), each already written as a line. */
export function HistoryList({ heading, empty, lines }: { heading: string; empty: string; lines: string[] }) {
  return (
    <section aria-labelledby="history-heading" className="mt-8">
      <h2 id="history-heading" className="text-lg font-semibold">
        {heading}
      </h2>
      {lines.length === 0 ? (
        <p className="mt-2">{empty}</p>
      ) : (
        <ul className="mt-2 space-y-1">
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Mirrors REASON_MAX (services/office/queue-routes.server.ts): the browser's own limit only. */
export const REASON_MAX = 500;

export function ReasonForm({
  intent,
  action,
  heading,
  hint,
  field,
  label,
  fieldHint,
  button,
  errors,
  errorId,
  formProps,
  busy,
}: {
  intent: string;
  action: string;
  heading: string;
  hint: string | null;
  field: FieldState;
  label: string;
  fieldHint: string;
  button: string;
  /** The form's errors, as text. */
  errors: string[] | null;
  errorId: string;
  formProps: Omit<React.ComponentProps<typeof Form>, "children">;
  busy: boolean;
}) {
  return (
    <section aria-labelledby={`${intent}-heading`} className="mt-8">
      <h2 id={`${intent}-heading`} className="text-lg font-semibold">
        {heading}
      </h2>
      {hint ? <p className="mt-1 text-gray-700">{hint}</p> : null}
      {errors ? (
        <p id={errorId} className="mt-2 font-medium text-red-700">
          {errors.join(" ")}
        </p>
      ) : null}
      <Form method="post" action={action} className="mt-3" {...formProps}>
        <Textarea field={field} label={label} hint={fieldHint} maxLength={REASON_MAX} rows={4} />
        <button type="submit" name="intent" value={intent} disabled={busy} className="mt-3 rounded bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900 disabled:opacity-60">
          {button}
        </button>
      </Form>
    </section>
  );
}
