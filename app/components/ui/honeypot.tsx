/**
 * The honeypot of public forms (DESIGN.md item 9): a field people never see (display: none keeps
 * it out of the accessibility tree too) and simple bots fill in.
 */
export const HONEYPOT_FIELD = "website";

export function Honeypot({ label }: { label: string }) {
  return (
    <div className="hidden">
      <label htmlFor={HONEYPOT_FIELD}>{label}</label>
      <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

export function isBot(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.length > 0;
}
