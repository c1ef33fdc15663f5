import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type NoticeScope, NOTICES, addedNoticeFrom, noticeFrom, withAddedNotice, withNotice } from "./notices";

describe("noticeFrom", () => {
  it.each<[NoticeScope, string, object | null]>([
    ["shell", "?notice=passwordReset", { key: "passwordReset", text: "common:notice.passwordReset", values: {} }],
    ["shell", "?redirectTo=%2Fcart&notice=passwordChanged", { key: "passwordChanged", text: "common:notice.passwordChanged", values: {} }],
    ["shell", "?notice=linkSent", { key: "linkSent", text: "common:notice.linkSent", values: {} }],
    ["shell", "?notice=arrivalNoticeSaved", { key: "arrivalNoticeSaved", text: "common:notice.arrivalNoticeSaved", values: {} }],
    ["profile", "?notice=saved", { key: "saved", text: "profile:saved", values: {} }],
    ["addresses", "?notice=defaultSet", { key: "defaultSet", text: "addresses:notice.defaultSet", values: {} }],
    ["arrivalNotices", "?notice=cancelled", { key: "cancelled", text: "notices:notice.cancelled", values: {} }],
    ["plans", "?page=2&notice=deleted", { key: "deleted", text: "plans:notices.deleted", values: {} }],
    ["plan", "?id=7&notice=saved", { key: "saved", text: "plans:notices.saved", values: {} }],
    ["order", "?orderNumber=A%201&notice=cancelled", { key: "cancelled", text: "orders:detail.notice.cancelled", values: {} }],
    ["cart", "?notice=removed", { key: "removed", text: "cart:notices.removed", values: {} }],
    // A key takes only its own values, and only whole numbers.
    ["cart", "?notice=updated&line=5&reducedFrom=7&reducedTo=6&multiple=3", { key: "updated", text: "cart:notices.updated", values: { line: 5, reducedFrom: 7, reducedTo: 6, multiple: 3 } }],
    ["cart", "?notice=updated&line=5&reducedFrom=<b>&multiple=-3&other=1", { key: "updated", text: "cart:notices.updated", values: { line: 5 } }],
    ["cart", "?notice=checked&line=5", { key: "checked", text: "cart:notices.checked", values: {} }],
    // Unknown keys, keys of another scope and keys of Object.prototype show nothing.
    ["shell", "?notice=<script>", null],
    ["shell", "?notice=constructor", null],
    ["cart", "?notice=toString", null],
    ["shell", "?notice=saved", null],
    ["addresses", "?notice=cancelled", null],
    ["shell", "?notice=", null],
    ["shell", "", null],
  ])("%s %s → %o", (scope, search, expected) => {
    expect(noticeFrom(scope, search)).toEqual(expected);
  });
});

describe("the registry", () => {
  it("keeps the shell's keys apart from every page's, so one address never shows two notices", () => {
    const shell = Object.keys(NOTICES.shell);
    for (const [scope, specs] of Object.entries(NOTICES)) {
      if (scope === "shell") continue;
      expect(Object.keys(specs).filter((key) => shell.includes(key)), scope).toEqual([]);
    }
  });
});

describe("the texts", () => {
  const locales = path.resolve(import.meta.dirname, "../../locales");
  const texts = Object.values(NOTICES).flatMap((specs) => Object.values(specs).map((spec) => spec.text));
  it.each(fs.readdirSync(locales))("every notice has its text in %s", (lng) => {
    const missing = texts.filter((text) => {
      const [ns, key] = text.split(":") as [string, string];
      const file = path.join(locales, lng, `${ns}.json`);
      const lookup = (dotted: string) => dotted.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), JSON.parse(fs.readFileSync(file, "utf8")));
      // A text that takes a count may be a plural group (key_one, key_other …): its "other" form is always there.
      const found = lookup(key) ?? lookup(`${key}_other`);
      return typeof found !== "string" || found === "";
    });
    expect(missing).toEqual([]);
  });
});

describe("withNotice", () => {
  it.each<[string, string]>([
    [withNotice("/login", "shell", "passwordReset"), "/login?notice=passwordReset"],
    [withNotice("/successEmail?x=1", "shell", "linkSent"), "/successEmail?x=1&notice=linkSent"],
    // The notice goes into the query, not into the fragment after it.
    [withNotice("/commodityDetail?goodsId=3#notify", "shell", "arrivalNoticeSaved"), "/commodityDetail?goodsId=3&notice=arrivalNoticeSaved#notify"],
    [withNotice("/#flash-sales", "shell", "arrivalNoticeSaved"), "/?notice=arrivalNoticeSaved#flash-sales"],
    [withNotice("/order/orderDetail?orderNumber=A%201", "order", "cancelled"), "/order/orderDetail?orderNumber=A%201&notice=cancelled"],
    [withNotice("/cart#line-5", "cart", "checked"), "/cart?notice=checked#line-5"],
    [withNotice("/cart#line-5", "cart", "updated", { line: 5, reducedFrom: 7, reducedTo: 6, multiple: 3 }), "/cart?notice=updated&line=5&reducedFrom=7&reducedTo=6&multiple=3#line-5"],
    // Values the key does not take are left out (TypeScript refuses them too).
    [withNotice("/cart", "cart", "removed", { line: 5 } as never), "/cart?notice=removed"],
  ])("%s", (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it("round-trips through noticeFrom", () => {
    const path = withNotice("/cart#line-9", "cart", "updated", { line: 9, reducedFrom: 10, reducedTo: 8, multiple: 4 });
    expect(noticeFrom("cart", path.slice("/cart".length).split("#")[0]!)?.values).toEqual({ line: 9, reducedFrom: 10, reducedTo: 8, multiple: 4 });
  });
});

describe("withAddedNotice", () => {
  it("returns to the product's panel", () => {
    expect(withAddedNotice("/searchResult?keyword=1", { goodsId: 42, quantity: 6, inCart: 18, reduced: false })).toBe("/searchResult?keyword=1&added=42&addedQty=6&inCart=18#buy-42");
  });

  it("returns to the section's panel the add came from (a brand home shows a product in several sections)", () => {
    expect(withAddedNotice("/#flash-sales-buy-42", { goodsId: 42, quantity: 6, inCart: 6, reduced: true })).toBe("/?added=42&addedQty=6&inCart=6&reduced=1#flash-sales-buy-42");
  });

  it("replaces an earlier notice", () => {
    const back = withAddedNotice("/cart?added=1&addedQty=2&inCart=2&reduced=1", { goodsId: 42, quantity: 6, inCart: 12, reduced: false });
    expect(addedNoticeFrom(back.split("#")[0]!.slice("/cart".length))).toEqual({ goodsId: 42, quantity: 6, inCart: 12, reduced: false });
  });
});

describe("addedNoticeFrom", () => {
  it.each<[string, object | null]>([
    ["?added=42&addedQty=6&inCart=18", { goodsId: 42, quantity: 6, inCart: 18, reduced: false }],
    ["?added=42&addedQty=6&inCart=6&reduced=1", { goodsId: 42, quantity: 6, inCart: 6, reduced: true }],
    ["?added=42&addedQty=-6&inCart=0", { goodsId: 42, quantity: -6, inCart: 0, reduced: false }],
    ["?added=42&addedQty=6&inCart=6&reduced=yes", { goodsId: 42, quantity: 6, inCart: 6, reduced: false }],
    ["?added=42&addedQty=6&inCart=<b>", null],
    ["?added=42&addedQty=6", null],
    ["?added=42&addedQty=x&inCart=1", null],
    ["?added=-42&addedQty=6&inCart=1", null],
    ["", null],
  ])("%s → %o", (search, expected) => {
    expect(addedNoticeFrom(search)).toEqual(expected);
  });
});
