import { describe, expect, it } from "vitest";
import {
  arrivedSince,
  parseArrivedWithin,
  clampPage,
  escapeLike,
  keywordPlan,
  listSearch,
  paginationItems,
  parseId,
  parseListQuery,
  parsePage,
  parsePageSize,
  totalPages,
} from "./catalogue-query";

describe("parseId", () => {
  it.each([
    ["1", 1],
    ["42", 42],
    [" 42 ", 42],
    ["2147483647", 2147483647],
    ["2147483648", null],
    ["0", null],
    ["-1", null],
    ["01", null],
    ["1.5", null],
    ["1e3", null],
    ["abc", null],
    ["12abc", null],
    ["", null],
    [null, null],
    ["99999999999999999999", null],
  ])("%s → %s", (value, expected) => {
    expect(parseId(value)).toBe(expected);
  });
});

describe("parsePage and parsePageSize", () => {
  it.each([
    ["1", 1],
    ["7", 7],
    ["0", 1],
    ["-3", 1],
    ["abc", 1],
    ["2.5", 1],
    ["", 1],
    [null, 1],
    ["9999999", 1],
    ["999999", 100000],
  ])("page %s → %s", (value, expected) => {
    expect(parsePage(value)).toBe(expected);
  });

  it.each([
    ["20", 20],
    ["40", 40],
    ["60", 60],
    ["100", 100],
    ["50", 20],
    ["1000", 20],
    ["0", 20],
    ["x", 20],
    [null, 20],
  ])("pageSize %s → %s", (value, expected) => {
    expect(parsePageSize(value)).toBe(expected);
  });
});

describe("parseListQuery", () => {
  const categories = new Set([3, 4, 5]);
  const parse = (search: string) => parseListQuery(new URLSearchParams(search), categories);

  it("defaults for an empty query", () => {
    expect(parse("")).toEqual({ keyword: "", categoryId: null, page: 1, pageSize: 20, sort: "best", show: "all", arrivedWithin: null });
  });

  it("keeps valid values", () => {
    expect(parse("keyword=air+fryer&category=4&page=3&pageSize=60&sort=priceAsc&show=inStock&arrivedWithin=30")).toEqual({
      keyword: "air fryer",
      categoryId: 4,
      page: 3,
      pageSize: 60,
      sort: "priceAsc",
      show: "inStock",
      arrivedWithin: 30,
    });
  });

  it("replaces junk with defaults", () => {
    expect(parse("keyword=%20%20&category=99&page=-2&pageSize=7&sort=DROP%20TABLE&show=<script>&arrivedWithin=8")).toEqual({
      keyword: "",
      categoryId: null,
      page: 1,
      pageSize: 20,
      sort: "best",
      show: "all",
      arrivedWithin: null,
    });
  });

  it("ignores a category of another brand and a non-numeric one", () => {
    expect(parse("category=1").categoryId).toBeNull();
    expect(parse("category=3abc").categoryId).toBeNull();
  });

  it("normalises the keyword: spaces collapsed, control characters dropped, 100 characters at most", () => {
    expect(parse("keyword=%20a%09%0Ab%00c%20").keyword).toBe("a b c");
    expect(parse(`keyword=${"x".repeat(150)}`).keyword).toHaveLength(100);
  });
});

describe("listSearch leaves defaults out", () => {
  it.each([
    [{}, ""],
    [{ page: 1, pageSize: 20, sort: "best", show: "all" }, ""],
    [{ keyword: "fryer", page: 2 }, "?keyword=fryer&page=2"],
    [{ categoryId: 7, pageSize: 40, sort: "newest", show: "new" }, "?category=7&show=new&sort=newest&pageSize=40"],
    [{ keyword: "a&b=c" }, "?keyword=a%26b%3Dc"],
    [{ sort: "soldOut", arrivedWithin: 7 }, "?arrivedWithin=7&sort=soldOut"],
    [{ arrivedWithin: null, sort: "inStock" }, "?sort=inStock"],
  ] as const)("%o → %s", (query, expected) => {
    expect(listSearch(query)).toBe(expected);
  });
});

describe("totalPages and clampPage", () => {
  it.each([
    [0, 20, 0],
    [1, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [160, 40, 4],
  ])("%s results at %s a page → %s pages", (total, size, pages) => {
    expect(totalPages(total, size)).toBe(pages);
  });

  it.each([
    [1, 0, 20, 1],
    [5, 0, 20, 1],
    [5, 45, 20, 3],
    [3, 45, 20, 3],
    [2, 45, 20, 2],
    [0, 45, 20, 1],
  ])("page %s of %s results at %s → %s", (page, total, size, expected) => {
    expect(clampPage(page, total, size)).toBe(expected);
  });
});

describe("paginationItems", () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, "gap", 10]],
    [5, 10, [1, "gap", 4, 5, 6, "gap", 10]],
    [3, 10, [1, 2, 3, 4, "gap", 10]],
    [4, 10, [1, 2, 3, 4, 5, "gap", 10]], // a single hidden page (2) is shown rather than a gap
    [10, 10, [1, "gap", 9, 10]],
  ])("page %s of %s → %o", (page, pages, expected) => {
    expect(paginationItems(page, pages)).toEqual(expected);
  });
});

describe("keywordPlan", () => {
  it.each([
    ["", { terms: [], barcodeSuffix: null, barcode: null }],
    ["air fryer", { terms: ["air", "fryer"], barcodeSuffix: null, barcode: null }],
    ["123456", { terms: [], barcodeSuffix: "123456", barcode: null }],
    [" 123 456 ", { terms: [], barcodeSuffix: "123456", barcode: null }],
    ["12345", { terms: ["12345"], barcodeSuffix: null, barcode: null }],
    ["1234567", { terms: ["1234567"], barcodeSuffix: null, barcode: "1234567" }],
    ["8433325012345", { terms: ["8433325012345"], barcodeSuffix: null, barcode: "8433325012345" }],
    ["84333250123456", { terms: ["84333250123456"], barcodeSuffix: null, barcode: null }],
    ["AF-55B", { terms: ["AF-55B"], barcodeSuffix: null, barcode: null }],
    ["a b c d e f g h", { terms: ["a", "b", "c", "d", "e", "f"], barcodeSuffix: null, barcode: null }],
  ])("%s", (keyword, expected) => {
    expect(keywordPlan(keyword)).toEqual(expected);
  });
});

describe("escapeLike", () => {
  it.each([
    ["plain", "plain"],
    ["50%", "50\\%"],
    ["a_b", "a\\_b"],
    ["back\\slash", "back\\\\slash"],
  ])("%s → %s", (text, expected) => {
    expect(escapeLike(text)).toBe(expected);
  });
});

describe("the new-arrival date filter", () => {
  it.each([
    ["7", 7],
    ["30", 30],
    ["90", 90],
    ["8", null],
    ["0", null],
    ["-7", null],
    ["7days", null],
    ["", null],
    [null, null],
  ] as const)("arrivedWithin %s → %s", (value, expected) => {
    expect(parseArrivedWithin(value)).toBe(expected);
  });

  it.each([
    [7, "2026-11-23T10:00:00Z", "2026-11-17"],
    [30, "2026-11-23T23:59:59Z", "2026-10-25"],
    [90, "2026-03-01T00:00:00Z", "2025-12-02"],
    [1, "2026-01-01T08:00:00Z", "2026-01-01"],
  ] as const)("within %s days of %s: from %s", (days, today, since) => {
    expect(arrivedSince(days, new Date(today))).toBe(since);
  });
});
