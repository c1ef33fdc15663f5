import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { htmlParts } from "./html-parts";

describe("htmlParts", () => {
  const translations = '<script id="i18n-data" type="application/json" nonce="n">{"lng":"de","ns":["common"]}</script>';
  const loader = '<script nonce="n">window.__remixContext.streamController.enqueue("[{\\"_1\\":2}]");</script>';
  const html = `<!DOCTYPE html><html lang="de"><body class="flex min-h-screen"><p class="text-sm">Größe</p>${translations}<script nonce="n">window.__remixContext = {};</script>${loader}<script type="module">import "/build/entry.js";</script></body></html>`;
  const parts = htmlParts(html);

  it("weighs the embedded translations, the loader data scripts and the class attributes, in UTF-8 bytes", () => {
    expect(parts.raw).toBe(Buffer.byteLength(html));
    expect(parts.raw).toBe(html.length + 2);
    expect(parts.translations).toBe(translations.length);
    expect(parts.loaderData).toBe('<script nonce="n">window.__remixContext = {};</script>'.length + loader.length);
    expect(parts.classes).toBe(' class="flex min-h-screen"'.length + ' class="text-sm"'.length);
    expect(parts.gzip).toBe(gzipSync(html, { level: 9 }).length);
  });

  it("adds up: the other markup is the rest", () => {
    expect(parts.translations + parts.loaderData + parts.classes + parts.markup).toBe(parts.raw);
    expect(parts.markup).toBeGreaterThan(0);
  });
});
