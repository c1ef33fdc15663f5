import fs from "node:fs";

/**
 * The browser the end-to-end tests and the accessibility sweep drive: Debian's Chromium headless
 * shell (package chromium-headless-shell) where installed, two to three times quicker to open and
 * load a page than the full browser in headless mode (decision 0073); the full browser
 * (package chromium) otherwise. CHROMIUM_PATH overrides both.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

/** Whether that is the headless shell (puppeteer launches it with `headless: "shell"`). */
export const IS_HEADLESS_SHELL = CHROMIUM_PATH.endsWith("headless-shell");
