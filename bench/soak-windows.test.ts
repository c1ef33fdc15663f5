import { describe, expect, it } from "vitest";
import { type Window, cpuMilliseconds, growth, median, residentBytes, soakWindows, summariseSoak, warmupWindows, windowLayout } from "./soak-windows";

const MB = 1024 * 1024;

describe("windowLayout and warmupWindows", () => {
  it.each([
    [1800, 30, 60_000, 3],
    [300, 5, 60_000, 1],
    [24, 5, 4800, 1],
    [90, 5, 18_000, 1],
    [3600, 60, 60_000, 6],
  ])("a %i s soak: %i windows of %i ms, %i of warm-up", (seconds, count, ms, warmup) => {
    expect(windowLayout(seconds)).toEqual({ count, ms });
    expect(warmupWindows(count)).toBe(warmup);
  });

  it("leaves at least one window after the warm-up", () => {
    expect(warmupWindows(2)).toBe(1);
    expect(warmupWindows(5)).toBe(1);
    expect(warmupWindows(11)).toBe(2);
  });
});

describe("median and growth", () => {
  it("median is the nearest-rank middle, NaN of nothing", () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([4, 1, 3, 2])).toBe(2);
    expect(median([])).toBeNaN();
  });

  it("growth is after over before, minus one", () => {
    expect(growth(200, 210)).toBeCloseTo(0.05);
    expect(growth(200, 180)).toBeCloseTo(-0.1);
  });
});

describe("residentBytes", () => {
  it("reads VmRSS from /proc/<pid>/status", () => {
    expect(residentBytes("Name:\tnode\nVmHWM:\t  200000 kB\nVmRSS:\t  183420 kB\nRssAnon:\t  150000 kB\n")).toBe(183_420 * 1024);
    expect(residentBytes("Name:\tnode\nState:\tZ (zombie)\n")).toBeNaN();
  });
});

describe("cpuMilliseconds", () => {
  it("adds utime and stime of /proc/<pid>/stat, whatever the command's name", () => {
    const stat = "4242 (node server) S 1 4242 4242 0 -1 4194560 51234 0 12 0 1520 230 0 0 20 0 11 0 1000 1234567 45000 18446744073709551615";
    expect(cpuMilliseconds(stat)).toBe(17_500);
    expect(cpuMilliseconds(stat, 250)).toBe(7000);
  });
});

describe("soakWindows", () => {
  it("puts requests, errors and memory readings in the window they fall in", () => {
    // 300 s: five windows of 60 s.
    const windows = soakWindows({
      seconds: 300,
      requests: [
        { at: 0, ms: 10 },
        { at: 59_999, ms: 30 },
        { at: 60_000, ms: 50 },
        { at: 299_000, ms: 70 },
        // Sent before the end, answered after it: still the last window's.
        { at: 299_990, ms: 900 },
      ],
      errors: [61_000, 310_000],
      memory: [
        { at: 0, rss: 100 * MB, heapUsed: 20 * MB, cpu: 0, load: 2 },
        { at: 30_000, rss: 104 * MB, heapUsed: null, cpu: 100, load: 3 },
        { at: 50_000, rss: 102 * MB, heapUsed: 30 * MB, cpu: 200, load: 4 },
        { at: 250_000, rss: 110 * MB, heapUsed: 40 * MB, cpu: 1000, load: 5 },
        // Read after the end: not counted.
        { at: 300_500, rss: 500 * MB, heapUsed: 90 * MB, cpu: 9000, load: 9 },
      ],
    });
    expect(windows.map((window) => window.requests)).toEqual([2, 1, 0, 0, 2]);
    expect(windows.map((window) => window.errors)).toEqual([0, 1, 0, 0, 1]);
    expect(windows[0]).toMatchObject({ start: 0, end: 60_000, p50: 10, p99: 30, rss: 102 * MB, heapUsed: 20 * MB, load: 3 });
    // 200 ms of CPU from the reading at 0 s to the one at 50 s, one request sent between them.
    expect(windows[0]!.cpuPerRequest).toBe(200);
    expect(windows[2]!.p50).toBeNaN();
    expect(windows[2]!.rss).toBeNaN();
    expect(windows[2]!.cpuPerRequest).toBeNaN();
    // From the 250 s reading alone: no span to measure.
    expect(windows[4]).toMatchObject({ p50: 70, p99: 900, rss: 110 * MB, heapUsed: 40 * MB, load: 5 });
    expect(windows[4]!.cpuPerRequest).toBeNaN();
  });

  it("measures a window's CPU from the previous window's last reading", () => {
    const windows = soakWindows({
      seconds: 300,
      requests: [55_000, 65_000, 70_000, 110_000].map((at) => ({ at, ms: 5 })),
      errors: [],
      memory: [
        { at: 50_000, rss: MB, heapUsed: MB, cpu: 1000, load: 1 },
        { at: 118_000, rss: MB, heapUsed: MB, cpu: 1400, load: 1 },
      ],
    });
    // 400 ms over the four requests sent between 50 s and 118 s.
    expect(windows[1]!.cpuPerRequest).toBe(100);
  });
});

describe("summariseSoak", () => {
  const window = (index: number, rss: number, p50: number, p99: number, errors = 0): Window => ({ index, start: index * 60_000, end: (index + 1) * 60_000, requests: 100, errors, p50, p99, rss: rss * MB, heapUsed: rss * MB * 0.4, cpuPerRequest: 20, load: 2 });

  it("compares the first window after the warm-up with the last", () => {
    // Ten windows: one of warm-up (its figures do not count), then 150 MB → 160 MB.
    const windows = [window(0, 90, 500, 2000), window(1, 150, 40, 100), ...Array.from({ length: 7 }, (_, index) => window(index + 2, 155, 45, 110)), window(9, 160, 44, 119)];
    const summary = summariseSoak(windows);
    expect(summary).toMatchObject({ warmup: 1, requests: 1000, errors: 0, memoryMet: true, latencyMet: true });
    expect(summary.first.index).toBe(1);
    expect(summary.last.index).toBe(9);
    expect(summary.rssGrowth).toBeCloseTo(10 / 150);
    expect(summary.p50Drift).toBeCloseTo(0.1);
    expect(summary.p99Drift).toBeCloseTo(0.19);
  });

  it("misses the targets on 10 % more memory or 20 % slower", () => {
    const leaking = summariseSoak([window(0, 100, 40, 100), window(1, 100, 40, 100), window(2, 105, 40, 100), window(3, 108, 40, 100), window(4, 110, 40, 100)]);
    expect(leaking).toMatchObject({ memoryMet: false, latencyMet: true });
    const slower = summariseSoak([window(0, 100, 40, 100), window(1, 100, 40, 100), window(2, 100, 40, 100), window(3, 100, 40, 100), window(4, 100, 40, 121)]);
    expect(slower).toMatchObject({ memoryMet: true, latencyMet: false });
    expect(summariseSoak([window(0, 100, 40, 100), window(1, 100, 40, 100, 2), window(2, 100, 49, 100, 1)])).toMatchObject({ errors: 3, latencyMet: false });
  });

  it("a window without readings is a missed target, not a met one", () => {
    const summary = summariseSoak([window(0, 100, 40, 100), window(1, Number.NaN, 40, 100), window(2, 100, Number.NaN, Number.NaN)]);
    expect(summary).toMatchObject({ memoryMet: false, latencyMet: false });
  });

  it("needs two windows", () => {
    expect(() => summariseSoak([window(0, 100, 40, 100)])).toThrow(/two windows/);
  });
});
