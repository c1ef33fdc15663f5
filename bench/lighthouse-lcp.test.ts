import { describe, expect, it } from "vitest";
import { lcpBreakdown } from "./lighthouse-lcp";

describe("lcpBreakdown", () => {
  it("names the element and the time of each phase", () => {
    const details = {
      type: "list",
      items: [
        { type: "table", items: [{ node: { nodeLabel: "Air fryer\n  5.5 L", selector: "article > img" } }] },
        {
          type: "table",
          items: [
            { phase: "TTFB", timing: 602.4 },
            { phase: "Load Delay", timing: 1210.6 },
            { phase: "Load Time", timing: 300 },
            { phase: "Render Delay", timing: 80 },
          ],
        },
      ],
    };
    expect(lcpBreakdown({ audits: { "largest-contentful-paint-element": { details } } })).toBe(
      '"Air fryer 5.5 L" (TTFB 602 ms, Load Delay 1211 ms, Load Time 300 ms, Render Delay 80 ms)',
    );
  });

  it("is null when Lighthouse found no LCP element", () => {
    expect(lcpBreakdown({ audits: {} })).toBeNull();
    expect(lcpBreakdown({ audits: { "largest-contentful-paint-element": { details: { items: [] } } } })).toBeNull();
  });
});
