/**
 * The accessibility sweep runs its own server and mail sink (ports 3420 and 3421, its own PGlite
 * folder), so it never meets the e2e run's. Imported first by playwright.a11y.config.ts and by every
 * spec: tests/e2e/support.ts and mail-sink.ts read these variables when they load.
 */
process.env.E2E_PORT ??= "3420";
process.env.E2E_SMTP_PORT ??= "3421";
process.env.E2E_DATA_DIR ??= "tests/.cache/a11y-data";

export const A11Y_PORT = Number(process.env.E2E_PORT);
export const A11Y_DATA_DIR = process.env.E2E_DATA_DIR!;
