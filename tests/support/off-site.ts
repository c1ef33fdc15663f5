/**
 * The test oracle for redirect targets and links (decision 0074), written apart from the code it
 * checks: the unit tests of safeRedirect and the reliability suite's redirect case both use it.
 */

/**
 * Percent escapes undone byte by byte (malformed UTF-8 becomes U+FFFD) until nothing changes: a
 * proxy or a careless page may decode more than once.
 */
function decodedFully(path: string): string {
  let current = path;
  for (let round = 0; round < 5; round++) {
    const bytes = Buffer.from(current, "utf8");
    const out: number[] = [];
    for (let index = 0; index < bytes.length; index++) {
      const hex = bytes[index] === 0x25 ? bytes.subarray(index + 1, index + 3).toString("latin1") : "";
      if (/^[0-9a-f]{2}$/i.test(hex)) {
        out.push(Number.parseInt(hex, 16));
        index += 2;
      } else out.push(bytes[index]!);
    }
    const next = Buffer.from(out).toString("utf8");
    if (next === current) break;
    current = next;
  }
  return current;
}

/**
 * Whether a redirect target or link, found on a page at `page`, could take the browser to another
 * site: resolved against the page it leads to another origin (protocol-relative, absolute,
 * backslash, javascript:), or — read with its escapes decoded and look-alike slashes (U+FF0F,
 * U+FF3C, U+2215 …) folded to "/" — it starts with two slashes or resolves to another host.
 */
export function leavesSite(target: string, page = "https://shop.example/a/b/c?x=1#y"): boolean {
  const here = new URL(page);
  let resolved: URL;
  try {
    resolved = new URL(target, here);
  } catch {
    return false; // not an address a browser would follow
  }
  if (resolved.origin !== here.origin) return true;
  const folded = decodedFully(target).normalize("NFKC").replace(/[\\\u2044\u2215\u29f8\ufe68]/g, "/").replace(/[\t\n\r]/g, "");
  if (/^\s*\/\//.test(folded)) return true;
  try {
    // Read by a decoding proxy that then resolves dot segments: "/.%2F/evil.example" is "//evil.example".
    return new URL(folded, here).origin !== here.origin;
  } catch {
    return false;
  }
}
