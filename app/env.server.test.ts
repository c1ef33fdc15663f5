import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function parse() {
  vi.resetModules();
  const { env } = await import("./env.server");
  return env();
}

describe("environment", () => {
  it("has working defaults for the embedded shop", async () => {
    vi.stubEnv("NODE_ENV", "development");
    vi.stubEnv("SESSION_SECRET", undefined);
    const config = await parse();
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe("./data");
    expect(config.FORCE_HTTPS).toBe(true);
  });

  it("requires SESSION_SECRET in production", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("SESSION_SECRET", undefined);
    await expect(parse()).rejects.toThrow(/SESSION_SECRET is required/);
  });

  it("refuses VERIFICATION_TEST_CODE in production", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("SESSION_SECRET", "x".repeat(40));
    vi.stubEnv("VERIFICATION_TEST_CODE", "123456");
    await expect(parse()).rejects.toThrow(/VERIFICATION_TEST_CODE/);
  });

  it("names the variable that is wrong", async () => {
    vi.stubEnv("PORT", "not-a-port");
    await expect(parse()).rejects.toThrow(/PORT/);
  });
});
