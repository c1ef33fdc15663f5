import path from "node:path";

/**
 * Imported first by run.ts: the server runs in production mode, and the session cookies the bench
 * makes must match it (their name and signature). The shop's modules read the environment when
 * they load, so it is set before any of them is imported.
 */
export const ROOT = path.resolve(import.meta.dirname, "..");
export const DATA_DIR = path.join(ROOT, "bench", ".data");
export const SECRET = "bench-secret-bench-secret-bench-secret-0123";

process.env.NODE_ENV = "production";
process.env.SESSION_SECRET = SECRET;
process.env.DATA_DIR = DATA_DIR;
delete process.env.VERIFICATION_TEST_CODE;
