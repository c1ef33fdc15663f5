const SITE = "http://same.invalid";
const MAX_LENGTH = 2048;

/** Characters a browser, a proxy or a careless decoder may take for "/" or "\" (after NFKC folding). */
const SLASH_LIKE = /[\\\u2044\u2215\u29f8\ufe68]/g;

/** Percent escapes undone, repeatedly (at most a few rounds); a malformed UTF-8 escape keeps its bytes. */
function decoded(path: string): string {
  let current = path;
  for (let round = 0; round < 3; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      next = current.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    }
    if (next === current) break;
    current = next;
  }
  return current;
}

/** Whether the URL parser keeps `path` on this site and makes it a path with a single leading "/". */
function staysOnSite(path: string): boolean {
  try {
    const url = new URL(path, SITE);
    return url.origin === SITE && !url.pathname.startsWith("//");
  } catch {
    return false;
  }
}

/**
 * A path of this site: one "/" followed by anything but another slash or a backslash, no control
 * characters (the URL parser drops tabs and newlines, so "/\t/x" would become "//x"), and still
 * so when read as a decoding proxy or page might: escapes undone, look-alike slashes (U+FF0F,
 * U+FF3C, U+2215 …) folded to "/", dot segments resolved.
 */
function isSitePath(path: string): boolean {
  if (!/^\/(?![/\\])/.test(path) || path.length > MAX_LENGTH || path.includes("\\")) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(path)) return false;
  return staysOnSite(decoded(path).normalize("NFKC").replace(SLASH_LIKE, "/"));
}

/** The path a browser would go to for `to` on this site (dot segments resolved), or null. */
function normalised(to: string): string | null {
  if (!isSitePath(to)) return null;
  const url = new URL(to, SITE);
  const target = `${url.pathname}${url.search}${url.hash}`;
  // Checked again after normalisation: "/.//evil.example" resolves to "//evil.example".
  return isSitePath(target) ? target : null;
}

/**
 * A redirect target (or link) that stays on this site: a path starting with a single "/", checked
 * before and after the URL parser resolves its dot segments (decision 0074). Absolute URLs,
 * protocol-relative ones ("//evil.example", "/.//evil.example", "/%2e%2e//evil.example"),
 * backslashes, look-alike slashes and control characters fall back. Idempotent:
 * `safeRedirect(safeRedirect(x)) === safeRedirect(x)`.
 */
export function safeRedirect(to: unknown, fallback = "/"): string {
  if (typeof to !== "string") return fallback;
  const target = normalised(to);
  return target !== null && normalised(target) === target ? target : fallback;
}

/** The page a request asked for (path and query), as a target to come back to after a detour. */
export function returnPathOf(requestUrl: string): string {
  const url = new URL(requestUrl);
  return safeRedirect(`${url.pathname}${url.search}`);
}
