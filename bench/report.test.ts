import { describe, expect, it } from "vitest";
import { change, count, formatTable, kilobytes, loadFigures, megabytes } from "./report";

describe("formatTable", () => {
  it("pads the columns, right-aligns the ratio and marks targets", () => {
    const table = formatTable([
      { engine: "PGlite", section: "http c=50", item: "list", figures: "10 req/s", trivial: "100 req/s", ratio: "0.10", target: "≥ 0.50", met: false },
      { engine: "PGlite", section: "weight", item: "home", figures: "JS 9 KB", target: "JS ≤ 100 KB", met: true },
      { engine: "PGlite", section: "orders", item: "a|b", figures: "1 order/s" },
    ]);
    const lines = table.split("\n");
    expect(lines).toHaveLength(5);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(lines[1]).toMatch(/-:\|-+\|$/);
    expect(lines[2]).toContain("≥ 0.50 ✗ missed");
    expect(lines[3]).toContain("JS ≤ 100 KB ✓");
    expect(lines[4]).toContain("a\\|b");
  });
});

describe("number formats", () => {
  it.each([
    [1234.5, "1,235"],
    [9.44, "9.4"],
    [Number.NaN, "–"],
  ])("count(%d) is %s", (value, text) => {
    expect(count(value)).toBe(text);
  });

  it("kilobytes and load figures", () => {
    expect(kilobytes(102_400)).toBe("100.0 KB");
    expect(loadFigures("req", 312.4, 27.6, 71)).toBe("312 req/s · p50 28 ms · p99 71 ms");
    expect(loadFigures("req", 73.2, 130, 247, 4)).toBe("73 req/s · p50 130 ms · p99 247 ms · 4.0 queries/req");
  });

  it("megabytes and signed changes", () => {
    expect(megabytes(160 * 1024 * 1024)).toBe("160.0 MB");
    expect(megabytes(Number.NaN)).toBe("–");
    expect(change(0.034)).toBe("+3.4 %");
    expect(change(-0.1)).toBe("−10.0 %");
    expect(change(0)).toBe("+0.0 %");
    expect(change(Number.NaN)).toBe("–");
  });
});
