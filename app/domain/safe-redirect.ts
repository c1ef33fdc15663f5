/**
 * A redirect target that stays on this site: a path starting with a single "/". Absolute URLs,
 * protocol-relative ("//evil.example"), backslash tricks ("/\evil.example") and control
 * characters fall back.
 */
export function safeRedirect(to: unknown, fallback = "/"): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 2048) return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || to.includes("\\")) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(to)) return fallback;
  try {
    const base = "http://same.invalid";
    const url = new URL(to, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
