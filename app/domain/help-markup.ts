/**
 * The help centre's and the user notice's body markup (decision 0112): plain text with a small,
 * safe subset. A blank line separates paragraphs, a line starting with "- " is a list item, and
 * `[text](/path)` links to a path of the shop itself. Nothing else is markup: HTML tags, other
 * brackets and stray characters are text, shown as typed. The parse gives a small tree that a
 * React component renders (components/content/markup-body.tsx); no HTML is stored or produced.
 *
 * Pure and linear in the input (no regular expression that can backtrack on a hostile body), so
 * the server can render a body on every request.
 */

/** A body's longest text (characters) the office accepts; `parseMarkup` also cuts anything longer. */
export const MARKUP_MAX_CHARS = 20_000;
/** A link's longest path. */
export const LINK_MAX_CHARS = 300;

export type Inline = { type: "text"; text: string } | { type: "link"; text: string; href: string };
export type Block = { type: "paragraph"; lines: Inline[][] } | { type: "list"; items: Inline[][] };

/**
 * A path of the shop: starts with one "/" (not "//", not "/\", which browsers read as another
 * host), then printable characters without spaces, backslashes, quotes or angle brackets. The same
 * rule as the banners' `href` check in the database (`^/[^/\\]`), made stricter.
 */
export function isShopPath(href: string): boolean {
  if (href.length < 1 || href.length > LINK_MAX_CHARS) return false;
  if (href[0] !== "/" || href[1] === "/" || href[1] === "\\") return false;
  for (let index = 0; index < href.length; index++) {
    const code = href.charCodeAt(index);
    // Controls, space, DEL and beyond ASCII (a path is percent-encoded), and the characters that end an attribute or a path.
    if (code <= 0x20 || code >= 0x7f || href[index] === "\\" || href[index] === '"' || href[index] === "'" || href[index] === "<" || href[index] === ">" || href[index] === "`") return false;
  }
  return true;
}

/** The inline parts of one line: text, and `[text](/path)` links whose path is the shop's (anything else stays text). */
export function parseInline(line: string): Inline[] {
  const parts: Inline[] = [];
  let text = "";
  let index = 0;
  const flush = () => {
    if (text) parts.push({ type: "text", text });
    text = "";
  };
  // The searches' answers are kept while still ahead, so a hostile line ("[[[[…") stays linear.
  let close = -2;
  let opener = -1;
  let paren = -2;
  while (index < line.length) {
    const char = line[index]!;
    if (char === "[") {
      if (close !== -1 && close < index) {
        close = line.indexOf("]", index + 1);
        // The label holds no "[": the nearest "[" before "]" opens it.
        opener = close === -1 ? -1 : line.lastIndexOf("[", close);
      }
      if (close !== -1 && opener === index && line[close + 1] === "(") {
        if (paren !== -1 && paren < close + 2) paren = line.indexOf(")", close + 2);
        if (paren !== -1) {
          const label = line.slice(index + 1, close).trim();
          const href = line.slice(close + 2, paren).trim();
          if (label && isShopPath(href)) {
            flush();
            parts.push({ type: "link", text: label, href });
            index = paren + 1;
            continue;
          }
        }
      }
    }
    text += char;
    index += 1;
  }
  flush();
  return parts;
}

const LIST_ITEM = "- ";

/** The body as blocks: paragraphs (their lines kept as line breaks) and lists. */
export function parseMarkup(source: string): Block[] {
  const text = source.slice(0, MARKUP_MAX_CHARS).replace(/\r\n?/g, "\n");
  const blocks: Block[] = [];
  let current: Block | null = null;
  for (const raw of text.split("\n")) {
    // Tabs read as spaces; other control characters are dropped (never shown, never stored as markup).
    // eslint-disable-next-line no-control-regex
    const line = raw.replace(/\t/g, " ").replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "").trimEnd();
    if (line.trim() === "") {
      current = null;
      continue;
    }
    const trimmed = line.trimStart();
    if (trimmed.startsWith(LIST_ITEM) || trimmed === "-") {
      const item = parseInline(trimmed.slice(LIST_ITEM.length).trim());
      if (current?.type !== "list") {
        current = { type: "list", items: [] };
        blocks.push(current);
      }
      current.items.push(item);
      continue;
    }
    const inline = parseInline(trimmed);
    if (current?.type !== "paragraph") {
      current = { type: "paragraph", lines: [] };
      blocks.push(current);
    }
    current.lines.push(inline);
  }
  return blocks;
}

/** The body's text without markup (a search snippet, a mail's plain text): links as their text. */
export function markupPlainText(blocks: readonly Block[]): string {
  const line = (parts: readonly Inline[]) => parts.map((part) => part.text).join("");
  return blocks.map((block) => (block.type === "paragraph" ? block.lines.map(line).join("\n") : block.items.map((item) => `- ${line(item)}`).join("\n"))).join("\n\n");
}

/** The links of a body that the parse leaves as text because their target is not a path of the shop (shown to staff as a warning). */
export function refusedLinks(source: string): string[] {
  const refused: string[] = [];
  for (const line of source.slice(0, MARKUP_MAX_CHARS).split("\n")) {
    let from = 0;
    let end = -2;
    while (refused.length < 20) {
      const open = line.indexOf("](", from);
      if (open === -1) break;
      if (end !== -1 && end < open + 2) end = line.indexOf(")", open + 2);
      if (end === -1) break;
      const href = line.slice(open + 2, end).trim();
      if (!isShopPath(href)) refused.push(href.slice(0, 80));
      from = end + 1;
    }
  }
  return refused;
}
