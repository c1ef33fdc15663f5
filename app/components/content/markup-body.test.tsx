import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { parseMarkup } from "~/domain/help-markup";
import { MarkupBody } from "./markup-body";

/** Rendered as the server renders it, in a data router (the links are Remix links). */
async function render(element: ReactElement): Promise<string> {
  const handler = createStaticHandler([{ path: "/", element }]);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("unexpected response");
  return renderToStaticMarkup(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
}

describe("MarkupBody", () => {
  it("renders paragraphs, line breaks, lists and shop links", async () => {
    const html = await render(<MarkupBody blocks={parseMarkup("One\ntwo\n\n- [Cart](/cart)\n- b")} />);
    expect(html).toBe('<div class="space-y-3"><p>One<br/>two</p><ul class="list-disc space-y-1 pl-6"><li><a class="text-brand-dark underline" data-discover="true" href="/cart">Cart</a></li><li>b</li></ul></div>');
  });

  it("shows HTML and hostile links as escaped text", async () => {
    const html = await render(<MarkupBody blocks={parseMarkup('<script>alert(1)</script> [x](javascript:alert(1)) [y](//evil.example) <a href="https://evil">z</a>')} />);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<a href=\"https://evil\"");
    expect(html).not.toContain('href="javascript');
    expect(html).not.toContain('href="//evil');
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });
});
