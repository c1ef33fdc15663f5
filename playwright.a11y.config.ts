import "./tests/a11y/ports";
import { defineConfig } from "@playwright/test";
import { A11Y_DATA_DIR, A11Y_PORT } from "./tests/a11y/ports";
import { chromium, testModeServer } from "./playwright.config";

/**
 * The accessibility sweep (`npm run test:a11y`, decision 0071): every page route in all nine
 * languages through axe and HTML_CodeSniffer (pa11y), and the order journey by keyboard alone, with
 * JavaScript on and off. `A11Y_QUICK=1` is the CI mode: every route in one language, the main
 * pages in all nine. Kept apart from playwright.config.ts (whose testDir is tests/e2e).
 */
const BASE_URL = `http://localhost:${A11Y_PORT}`;

export default defineConfig({
  testDir: "tests/a11y",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: BASE_URL,
    launchOptions: chromium,
    trace: "retain-on-failure",
  },
  projects: [
    { name: "setup", testMatch: /prepare\.setup\.ts/, use: { javaScriptEnabled: false } },
    { name: "coverage", testMatch: /coverage\.spec\.ts/ },
    { name: "sweep", testMatch: /sweep\.spec\.ts/, dependencies: ["setup"], use: { javaScriptEnabled: true } },
    { name: "motion", testMatch: /motion\.spec\.ts/, dependencies: ["setup"] },
    { name: "keyboard-js", testMatch: /keyboard\.spec\.ts/, dependencies: ["setup"], use: { javaScriptEnabled: true } },
    { name: "keyboard-no-js", testMatch: /keyboard\.spec\.ts/, dependencies: ["setup"], use: { javaScriptEnabled: false } },
  ],
  webServer: testModeServer(A11Y_PORT, A11Y_DATA_DIR),
});
