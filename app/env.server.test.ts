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

  it("requires SESSION_SECRET in production on a shared database", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("VERIFICATION_TEST_CODE", undefined);
    vi.stubEnv("SESSION_SECRET", undefined);
    vi.stubEnv("DATABASE_URL", "postgres://shop@db.example:5432/shop");
    await expect(parse()).rejects.toThrow(/SESSION_SECRET is required/);
  });

  it("starts in production on the embedded database without SESSION_SECRET (its secret is generated in DATA_DIR)", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("VERIFICATION_TEST_CODE", undefined);
    vi.stubEnv("SESSION_SECRET", undefined);
    vi.stubEnv("DATABASE_URL", undefined);
    const config = await parse();
    expect(config.NODE_ENV).toBe("production");
    expect(config.SESSION_SECRET).toBeUndefined();
  });

  it("allows VERIFICATION_TEST_CODE in test mode", async () => {
    vi.stubEnv("NODE_ENV", "test");
    vi.stubEnv("VERIFICATION_TEST_CODE", "123456");
    expect((await parse()).VERIFICATION_TEST_CODE).toBe("123456");
  });

  it("refuses VERIFICATION_TEST_CODE in production", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("SESSION_SECRET", "x".repeat(40));
    vi.stubEnv("VERIFICATION_TEST_CODE", "123456");
    await expect(parse()).rejects.toThrow(/VERIFICATION_TEST_CODE/);
  });

  it("requires BRAND_HOSTS for a production shop on a shared database", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("SESSION_SECRET", "x".repeat(40));
    vi.stubEnv("DATABASE_URL", "postgres://shop@db.example:5432/shop");
    vi.stubEnv("VERIFICATION_TEST_CODE", undefined);
    vi.stubEnv("BRAND_HOSTS", undefined);
    await expect(parse()).rejects.toThrow(/BRAND_HOSTS is required/);
    vi.stubEnv("BRAND_HOSTS", "b2b.example.com=aigostar");
    expect((await parse()).BRAND_HOSTS).toBe("b2b.example.com=aigostar");
  });

  it.each(["b2b.example.com", "b2b.example.com=nobody", "https://b2b.example.com=aigostar", "a=b=c"])("refuses the BRAND_HOSTS entry %j", async (value) => {
    vi.stubEnv("BRAND_HOSTS", value);
    await expect(parse()).rejects.toThrow(/BRAND_HOSTS/);
  });

  it.each([
    [undefined, false],
    ["false", false],
    ["true", 1],
    ["2", 2],
    ["loopback, 10.0.0.0/8", ["loopback", "10.0.0.0/8"]],
  ])("reads TRUST_PROXY %j as %j (true is one proxy, not every hop)", async (value, expected) => {
    vi.stubEnv("TRUST_PROXY", value);
    expect((await parse()).TRUST_PROXY).toEqual(expected);
  });

  it("refuses a TRUST_PROXY it cannot read", async () => {
    vi.stubEnv("TRUST_PROXY", "everyone");
    await expect(parse()).rejects.toThrow(/TRUST_PROXY/);
  });

  it("names the variable that is wrong", async () => {
    vi.stubEnv("PORT", "not-a-port");
    await expect(parse()).rejects.toThrow(/PORT/);
  });
});
