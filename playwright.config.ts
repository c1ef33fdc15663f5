import { defineConfig } from "@playwright/test";
import { CHROMIUM_PATH } from "./tests/chromium";
import { SMTP_PORT } from "./tests/e2e/mail-sink";

/**
 * End-to-end tests run against the production build in test mode on a PGlite folder of their own
 * (port 3100), in Debian's Chromium, twice: with JavaScript and without it. A second server on the
 * next port runs the same build as `npm start` does, in production mode, for production.spec.ts.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${PORT}`;
const DATA_DIR = process.env.E2E_DATA_DIR ?? "tests/.cache/e2e-data";
const PRODUCTION_PORT = PORT + 1;
const PRODUCTION_DATA_DIR = `${DATA_DIR}-production`;

/** The browser and its flags (also used by playwright.a11y.config.ts). */
export const chromium = {
  executablePath: CHROMIUM_PATH,
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

/**
 * The shop in test mode — the production build with the test switches allowed (decision 0076) —
 * built first and started on a fresh PGlite folder (also used by playwright.a11y.config.ts).
 */
export function testModeServer(port: number, dataDir: string) {
  return {
    command: `rm -rf ${dataDir} && npm run build && node build/server.js`,
    url: `http://localhost:${port}/healthz`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    env: {
      NODE_ENV: "test",
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_PRODUCTS: "400",
      SESSION_SECRET: "e2e-secret-e2e-secret-e2e-secret-e2e-secret",
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      // Every sign-in challenge also accepts this code (refused in production; see the README).
      VERIFICATION_TEST_CODE: "TEST4242",
    },
    stdout: "pipe" as const,
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  // The SMTP sink that receives the shop's mail (confirmation and reset links).
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: BASE_URL,
    launchOptions: chromium,
    trace: "retain-on-failure",
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true } },
    { name: "no-js", use: { javaScriptEnabled: false } },
  ],
  webServer: [
    testModeServer(PORT, DATA_DIR),
    {
      // As `npm start` runs on a fresh machine: NODE_ENV empty (the shop takes it as unset, so
      // production, even when the tests run under another NODE_ENV), no SESSION_SECRET, no test
      // code; started after the build above.
      command: `rm -rf ${PRODUCTION_DATA_DIR} && node build/server.js`,
      url: `http://localhost:${PRODUCTION_PORT}/healthz`,
      timeout: 180_000,
      reuseExistingServer: !process.env.CI,
      env: {
        NODE_ENV: "",
        PORT: String(PRODUCTION_PORT),
        DATA_DIR: PRODUCTION_DATA_DIR,
        DEMO_PRODUCTS: "100",
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      },
      stdout: "pipe",
    },
  ],
});
