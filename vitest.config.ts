import path from "node:path";
import { defineConfig } from "vitest/config";

// Pure code (rules, components, i18n) runs without a database; everything else gets a copy of a
// migrated, seeded template database per test file (tests/setup).
const PURE = ["app/domain/**/*.test.{ts,tsx}", "app/components/**/*.test.{ts,tsx}", "app/i18n/**/*.test.{ts,tsx}", "app/utils/**/*.test.{ts,tsx}", "tests/unit/**/*.test.ts", "scripts/demo/{ean,prng,catalogue,images}.test.ts", "scripts/cli.test.ts", "bench/**/*.test.ts", "app/env.server.test.ts", "app/services/platform/cookies.server.test.ts", "app/services/platform/storage.server.test.ts", "app/services/platform/stored-file-response.server.test.ts", "server/media.test.ts", "app/services/downloads/{watermark,image-variants,package-writer}.server.test.ts"];

export default defineConfig({
  resolve: { alias: { "~tests": path.resolve(import.meta.dirname, "tests"), "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    environment: "node",
    pool: "forks",
    // Each PGlite instance takes about 240 MB; two workers keep the suite within memory.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 180_000,
    env: { NODE_ENV: "test", SESSION_SECRET: "test-secret-test-secret-test-secret-0123", VERIFICATION_TEST_CODE: "TEST4242" },
    projects: [
      {
        extends: true,
        test: { name: "unit", include: PURE, setupFiles: ["tests/setup/console.ts"] },
      },
      {
        extends: true,
        test: {
          name: "db",
          // The files of a worker share one module graph: PGlite's WebAssembly and the app's modules
          // load once per worker instead of once per file (the suite took twice as long). Each file
          // still gets its own database (setup-file.ts); tests that stub the environment and reload
          // modules run in the isolated unit project.
          isolate: false,
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/integration/**/*.test.ts"],
          exclude: PURE,
          globalSetup: ["tests/setup/global-setup.ts"],
          setupFiles: ["tests/setup/console.ts", "tests/setup/setup-file.ts"],
        },
      },
    ],
  },
});
