import { gzipSync } from "node:zlib";

/** A page's HTML in bytes (UTF-8), and what it is made of. */
export type HtmlParts = {
  raw: number;
  gzip: number;
  /** The translations embedded as JSON (`<script id="i18n-data">`), element included. */
  translations: number;
  /** The loader data and route manifest for hydration (the script setting `window.__remixContext`), element included. */
  loaderData: number;
  /** Every `class="…"` attribute, the name and the leading space included. */
  classes: number;
  /** The rest: elements, text, other attributes and scripts. */
  markup: number;
};

const bytes = (text: string) => Buffer.byteLength(text, "utf8");

function scriptBytes(html: string, test: (openingTag: string, body: string) => boolean): number {
  let total = 0;
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (test(match[1] ?? "", match[2] ?? "")) total += bytes(match[0]);
  }
  return total;
}

/** Splits a document into the parts issue 15 weighs; the parts add up to `raw`. */
export function htmlParts(html: string): HtmlParts {
  const raw = bytes(html);
  const translations = scriptBytes(html, (tag) => /\bid="i18n-data"/.test(tag));
  const loaderData = scriptBytes(html, (_tag, body) => body.includes("window.__remixContext"));
  let classes = 0;
  for (const match of html.matchAll(/ class="[^"]*"/g)) classes += bytes(match[0]);
  return {
    raw,
    gzip: gzipSync(html, { level: 9 }).length,
    translations,
    loaderData,
    classes,
    markup: raw - translations - loaderData - classes,
  };
}
