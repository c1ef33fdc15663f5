import { describe, expect, it } from "vitest";
import { withLowPriorityScripts } from "./script-priority.server";

describe("withLowPriorityScripts", () => {
  it("gives every module preload the low priority and leaves everything else as it was", () => {
    const html =
      '<head><link rel="stylesheet" href="/a.css"/></head><body><p>&lt;link rel=&quot;modulepreload&quot;</p>' +
      '<link rel="modulepreload" href="/build/manifest.js"/><link rel="modulepreload" href="/build/entry.js"/>' +
      '<script type="module" async="">import "/build/entry.js";</script></body>';
    expect(withLowPriorityScripts(html)).toBe(
      '<head><link rel="stylesheet" href="/a.css"/></head><body><p>&lt;link rel=&quot;modulepreload&quot;</p>' +
        '<link rel="modulepreload" fetchpriority="low" href="/build/manifest.js"/><link rel="modulepreload" fetchpriority="low" href="/build/entry.js"/>' +
        '<script type="module" async="">import "/build/entry.js";</script></body>',
    );
  });

  it("leaves a document without preloads (an error page before hydration data) unchanged", () => {
    expect(withLowPriorityScripts("<html><body><h1>Busy</h1></body></html>")).toBe("<html><body><h1>Busy</h1></body></html>");
  });
});
