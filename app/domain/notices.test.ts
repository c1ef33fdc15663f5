import { describe, expect, it } from "vitest";
import { noticeFrom, withNotice } from "./notices";

describe("noticeFrom", () => {
  it.each([
    ["?notice=passwordReset", "passwordReset"],
    ["?redirectTo=%2Fcart&notice=passwordChanged", "passwordChanged"],
    ["?notice=linkSent", "linkSent"],
    ["?notice=<script>", null],
    ["?notice=constructor", null],
    ["?notice=", null],
    ["", null],
  ])("%s → %s", (search, expected) => {
    expect(noticeFrom(search)).toBe(expected);
  });
});

describe("withNotice", () => {
  it("adds the key to a path with or without a query", () => {
    expect(withNotice("/login", "passwordReset")).toBe("/login?notice=passwordReset");
    expect(withNotice("/successEmail?x=1", "linkSent")).toBe("/successEmail?x=1&notice=linkSent");
    // The notice goes into the query, not into the fragment after it.
    expect(withNotice("/commodityDetail?goodsId=3#notify", "arrivalNoticeSaved")).toBe("/commodityDetail?goodsId=3&notice=arrivalNoticeSaved#notify");
    expect(withNotice("/#flash-sales", "arrivalNoticeSaved")).toBe("/?notice=arrivalNoticeSaved#flash-sales");
  });
});
