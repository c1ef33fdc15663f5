import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { I18nDataProvider, I18nScript, type I18nData, readI18nData } from "./i18n-data";

function rendered(data: I18nData): { html: string; read: I18nData | null } {
  const html = renderToStaticMarkup(
    <I18nDataProvider value={data}>
      <I18nScript nonce="n" />
    </I18nDataProvider>,
  );
  const json = /<script[^>]*>(.*)<\/script>/s.exec(html)?.[1] ?? "";
  return { html, read: readI18nData(json) };
}

describe("the page's translation data", () => {
  const data: I18nData = { lng: "zh-cn", ns: ["common", "cart"], files: { cart: "0123456789", common: "abcdef0123", orders: "9876543210" } };

  it("round-trips exactly, with no texts in the page", () => {
    const { html, read } = rendered(data);
    expect(read).toEqual(data);
    expect(html).not.toMatch(/addToCart|Add to cart/i);
  });

  it("preloads each of the page's files at its content-addressed path, as the fetch that uses it will ask", () => {
    const { html } = rendered(data);
    const preloads = [...html.matchAll(/<link [^>]*>/g)].map((match) => match[0]);
    expect(preloads).toEqual([
      '<link rel="preload" href="/locales/zh-cn/common.abcdef0123.json" as="fetch" crossorigin="anonymous"/>',
      '<link rel="preload" href="/locales/zh-cn/cart.0123456789.json" as="fetch" crossorigin="anonymous"/>',
    ]);
  });

  it("cannot close its script element, whatever a namespace is called", () => {
    const { html, read } = rendered({ lng: "en", ns: ["</script><script>alert(1)</script>"], files: { "</script><script>alert(1)</script>": "0123456789" } });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(read?.ns).toEqual(["</script><script>alert(1)</script>"]);
  });

  it("is refused when missing or not as written (the page then stays as the server sent it)", () => {
    expect(readI18nData(undefined)).toBeNull();
    expect(readI18nData("")).toBeNull();
    expect(readI18nData("{")).toBeNull();
    expect(readI18nData('{"lng":"en","ns":["cart"],"files":{}}')).toBeNull();
    expect(readI18nData('{"lng":"en","ns":"cart","files":{"cart":"0123456789"}}')).toBeNull();
  });
});
