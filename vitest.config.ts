import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/integration/**/*.test.ts"],
    globalSetup: ["tests/setup/global-setup.ts"],
    setupFiles: ["tests/setup/setup-file.ts"],
    environment: "node",
    pool: "forks",
    // Each PGlite instance takes about 240 MB; two workers keep the suite within memory.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
