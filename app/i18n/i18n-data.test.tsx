import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { I18nDataProvider, I18nScript, type I18nData } from "./i18n-data";

function embedded(data: I18nData): { html: string; parsed: unknown } {
  const html = renderToStaticMarkup(
    <I18nDataProvider value={data}>
      <I18nScript nonce="n" />
    </I18nDataProvider>,
  );
  const json = /<script[^>]*>(.*)<\/script>/s.exec(html)?.[1] ?? "";
  return { html, parsed: JSON.parse(json) };
}

describe("the embedded translations", () => {
  const resources = { common: { hostile: "</script><script>alert(1)</script>", plain: "Añadir al carrito" } };

  it("round-trip exactly, and no text can close the script element", () => {
    const data = { lng: "es", version: "abc", resources };
    const { html, parsed } = embedded(data);
    expect(parsed).toEqual(data);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it("are the same when the same resources are written again for another page", () => {
    const first = embedded({ lng: "es", version: "abc", resources });
    const second = embedded({ lng: "es", version: "abd", resources });
    expect(second.parsed).toEqual({ lng: "es", version: "abd", resources });
    expect(first.parsed).toEqual({ lng: "es", version: "abc", resources });
  });
});
