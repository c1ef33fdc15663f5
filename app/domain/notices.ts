/**
 * Notices shown once after a redirect (decision 0016): the redirect adds `?notice=<key>` and the
 * page shell shows the matching text from `common:notice.<key>`. Only these keys are shown, so a
 * crafted link cannot put other text on the page.
 */
export const NOTICES = ["passwordReset", "passwordChanged", "linkSent", "arrivalNoticeSaved"] as const;
export type Notice = (typeof NOTICES)[number];

export function noticeFrom(search: string): Notice | null {
  const value = new URLSearchParams(search).get("notice");
  return (NOTICES as readonly string[]).includes(value ?? "") ? (value as Notice) : null;
}

/** The path with `notice=<key>` added to its query, before any #fragment. */
export function withNotice(path: string, notice: Notice): string {
  const hashAt = path.indexOf("#");
  const [base, hash] = hashAt < 0 ? [path, ""] : [path.slice(0, hashAt), path.slice(hashAt)];
  return `${base}${base.includes("?") ? "&" : "?"}notice=${notice}${hash}`;
}
