import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { signIn } from "./support";

/**
 * Issue 15: the HTML of a list page of 20 cards, as the demo buyer gets it. The target is at most
 * 15 KB gzipped and 60 KB raw; the raw size is not reached yet (README, Performance: the cards'
 * markup), so the test holds it where it is now and fails on any growth.
 */
const GZIP_TARGET = 15 * 1024;
const RAW_CEILING = 112 * 1024;
const EMBEDDED_TRANSLATIONS_CEILING = 1024;

test("the list page of 20 cards stays within its HTML budget, translations not embedded", async ({ page }) => {
  await signIn(page, "buyer.gb@demo.test", { to: "/aigoStarProductList" });
  const response = await page.request.get("/aigoStarProductList");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html.match(/<article\b/g)).toHaveLength(20);
  const raw = Buffer.byteLength(html);
  const gzip = gzipSync(html, { level: 9 }).length;
  expect(gzip, `${gzip} bytes gzipped`).toBeLessThanOrEqual(GZIP_TARGET);
  expect(raw, `${raw} bytes`).toBeLessThanOrEqual(RAW_CEILING);
  const embedded = /<script id="i18n-data"[^>]*>[\s\S]*?<\/script>/.exec(html)?.[0] ?? "";
  expect(embedded).not.toBe("");
  expect(Buffer.byteLength(embedded)).toBeLessThanOrEqual(EMBEDDED_TRANSLATIONS_CEILING);
});
