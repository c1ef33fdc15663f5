import { describe, expect, it } from "vitest";
import { LINK_MAX_CHARS, MARKUP_MAX_CHARS, isShopPath, markupPlainText, parseInline, parseMarkup, refusedLinks } from "./help-markup";

describe("help markup: blocks", () => {
  it("reads paragraphs split by blank lines, lines kept within a paragraph", () => {
    expect(parseMarkup("First line\nsecond line\n\n\nNext paragraph")).toEqual([
      { type: "paragraph", lines: [[{ type: "text", text: "First line" }], [{ type: "text", text: "second line" }]] },
      { type: "paragraph", lines: [[{ type: "text", text: "Next paragraph" }]] },
    ]);
  });

  it("reads '- ' lines as the items of one list, ending the paragraph before it", () => {
    expect(parseMarkup("Steps:\n- Open the cart\n  - Check the lines\n- Order\n\nDone.")).toEqual([
      { type: "paragraph", lines: [[{ type: "text", text: "Steps:" }]] },
      { type: "list", items: [[{ type: "text", text: "Open the cart" }], [{ type: "text", text: "Check the lines" }], [{ type: "text", text: "Order" }]] },
      { type: "paragraph", lines: [[{ type: "text", text: "Done." }]] },
    ]);
  });

  it("keeps a dash without a space as text, and reads Windows line ends", () => {
    expect(parseMarkup("-5 % off\r\n\r\n- item")).toEqual([
      { type: "paragraph", lines: [[{ type: "text", text: "-5 % off" }]] },
      { type: "list", items: [[{ type: "text", text: "item" }]] },
    ]);
  });

  it("gives nothing for an empty or blank body", () => {
    expect(parseMarkup("")).toEqual([]);
    expect(parseMarkup(" \n\t\n ")).toEqual([]);
  });

  it("drops control characters and reads tabs as spaces", () => {
    expect(parseMarkup("a\u0000b\u0007c\td")).toEqual([{ type: "paragraph", lines: [[{ type: "text", text: "abc d" }]] }]);
  });
});

describe("help markup: links", () => {
  it("links a path of the shop", () => {
    expect(parseInline("See [the cart](/cart) or [your orders](/order/myOrder?status=submitted#top).")).toEqual([
      { type: "text", text: "See " },
      { type: "link", text: "the cart", href: "/cart" },
      { type: "text", text: " or " },
      { type: "link", text: "your orders", href: "/order/myOrder?status=submitted#top" },
      { type: "text", text: "." },
    ]);
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "data:text/html;base64,PHNjcmlwdD4=",
    "//evil.example/path",
    "/\\evil.example",
    "https://evil.example",
    "evil.example",
    "/cart onmouseover=alert(1)",
    '/cart"><script>',
    "/ca\u0000rt",
    "/caf\u00e9",
    "",
    `/${"a".repeat(LINK_MAX_CHARS)}`,
  ])("leaves a link to %j as text", (href) => {
    const line = `Click [here](${href}) now`;
    const parts = parseInline(line);
    expect(parts.every((part) => part.type === "text")).toBe(true);
    expect(parts.map((part) => part.text).join("")).toBe(line);
  });

  it("shows HTML as the text it is", () => {
    const blocks = parseMarkup('<script>alert("x")</script>\n<img src=x onerror=alert(1)>');
    expect(blocks).toEqual([{ type: "paragraph", lines: [[{ type: "text", text: '<script>alert("x")</script>' }], [{ type: "text", text: "<img src=x onerror=alert(1)>" }]] }]);
  });

  it("needs a label, takes the nearest '[' as the opener, and leaves broken brackets as text", () => {
    expect(parseInline("[](/cart)")).toEqual([{ type: "text", text: "[](/cart)" }]);
    expect(parseInline("[a [b](/x)")).toEqual([{ type: "text", text: "[a " }, { type: "link", text: "b", href: "/x" }]);
    expect(parseInline("[a] (/x) [b](/x")).toEqual([{ type: "text", text: "[a] (/x) [b](/x" }]);
    expect(parseInline("[a](/x)[b](/y)")).toEqual([
      { type: "link", text: "a", href: "/x" },
      { type: "link", text: "b", href: "/y" },
    ]);
  });

  it("does not join a link over a line break", () => {
    expect(parseMarkup("[a\n](/x)").flatMap((block) => (block.type === "paragraph" ? block.lines.flat() : [])).every((part) => part.type === "text")).toBe(true);
  });

  it("checks paths as the banners' database check does, and stricter", () => {
    expect(isShopPath("/")).toBe(true);
    expect(isShopPath("/aigoStarProductList?show=new")).toBe(true);
    expect(isShopPath("/%C3%A9")).toBe(true);
    for (const href of ["//x", "/\\x", "x/", "/ x", "/x\n", "\\x"]) expect(isShopPath(href), href).toBe(false);
  });

  it("names the links it refuses, for the editor's warning", () => {
    expect(refusedLinks("[a](/ok) [b](javascript:x) [c](//evil)\n[d](https://x.y)")).toEqual(["javascript:x", "//evil", "https://x.y"]);
    expect(refusedLinks("no links")).toEqual([]);
  });
});

describe("help markup: hostile sizes", () => {
  it("cuts a body past the limit", () => {
    const blocks = parseMarkup("a".repeat(MARKUP_MAX_CHARS + 5000));
    expect(markupPlainText(blocks)).toHaveLength(MARKUP_MAX_CHARS);
  });

  it.each([
    ["openers", "[".repeat(MARKUP_MAX_CHARS)],
    ["openers then a closer", `${"[".repeat(MARKUP_MAX_CHARS - 10)}a](/x`],
    ["label and paren openers", "[a](".repeat(MARKUP_MAX_CHARS / 4)],
    ["openers and text", `${"[".repeat(5000)}${"a".repeat(14_000)}](`],
    ["half links", "](".repeat(MARKUP_MAX_CHARS / 2)],
    ["list items", "- x\n".repeat(MARKUP_MAX_CHARS / 4)],
    ["blank lines", "\n".repeat(MARKUP_MAX_CHARS)],
  ])("reads %s at the limit quickly", (_label, source) => {
    const started = performance.now();
    const blocks = parseMarkup(source);
    refusedLinks(source);
    expect(performance.now() - started).toBeLessThan(500);
    expect(markupPlainText(blocks).length).toBeLessThanOrEqual(MARKUP_MAX_CHARS);
  });

  it("gives the plain text back", () => {
    expect(markupPlainText(parseMarkup("Hello [cart](/cart)\n\n- one\n- two"))).toBe("Hello cart\n\n- one\n- two");
  });
});
