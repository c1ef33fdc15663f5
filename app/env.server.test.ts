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

describe("storage variables (decision 0105)", () => {
  const S3 = { STORAGE_S3_BUCKET: "shop-files", STORAGE_S3_ENDPOINT: "http://127.0.0.1:9000", STORAGE_S3_ACCESS_KEY_ID: "id", STORAGE_S3_SECRET_ACCESS_KEY: "secret" };
  const storageOf = async (values: Record<string, string>) => {
    const { storageEnv } = await import("./env.server");
    return storageEnv({ DATA_DIR: "/srv/shop", ...values });
  };

  it("keeps files in the local folder by default, and reads the bucket's settings when one is named", async () => {
    const local = await storageOf({});
    expect(local).toMatchObject({ dataDir: "/srv/shop", STORAGE_S3_REGION: "us-east-1", STORAGE_S3_FORCE_PATH_STYLE: false });
    expect(local.STORAGE_S3_BUCKET).toBeUndefined();
    expect(await storageOf({ ...S3, STORAGE_S3_REGION: "eu-west-1", STORAGE_S3_FORCE_PATH_STYLE: "true", STORAGE_S3_PREFIX: "shops/b2b/" })).toMatchObject({
      STORAGE_S3_BUCKET: "shop-files",
      STORAGE_S3_ENDPOINT: "http://127.0.0.1:9000",
      STORAGE_S3_REGION: "eu-west-1",
      STORAGE_S3_FORCE_PATH_STYLE: true,
      STORAGE_S3_PREFIX: "shops/b2b/",
    });
    // The keys may come from the SDK's own chain (an instance role) instead.
    expect((await storageOf({ STORAGE_S3_BUCKET: "shop-files" })).STORAGE_S3_ACCESS_KEY_ID).toBeUndefined();
  });

  it.each([
    [{ STORAGE_S3_ENDPOINT: "http://127.0.0.1:9000" }, /STORAGE_S3_ENDPOINT is set but STORAGE_S3_BUCKET is not/],
    [{ STORAGE_S3_PREFIX: "shop" }, /STORAGE_S3_PREFIX is set but STORAGE_S3_BUCKET is not/],
    [{ ...S3, STORAGE_S3_SECRET_ACCESS_KEY: undefined }, /STORAGE_S3_SECRET_ACCESS_KEY: STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY go together/],
    [{ ...S3, STORAGE_S3_BUCKET: "Shop_Files" }, /STORAGE_S3_BUCKET must be a bucket name/],
    [{ ...S3, STORAGE_S3_ENDPOINT: "127.0.0.1:9000" }, /STORAGE_S3_ENDPOINT must be the store's address/],
    [{ ...S3, STORAGE_S3_PREFIX: "../elsewhere" }, /STORAGE_S3_PREFIX must be folder names/],
    [{ ...S3, STORAGE_S3_FORCE_PATH_STYLE: "maybe" }, /STORAGE_S3_FORCE_PATH_STYLE/],
  ])("refuses %j with a message naming the variable", async (values, message) => {
    const defined = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Record<string, string>;
    await expect(storageOf(defined)).rejects.toThrow(message);
    // The shop's own start refuses the same.
    for (const [name, value] of Object.entries(defined)) vi.stubEnv(name, value);
    await expect(parse()).rejects.toThrow(message);
  });
});
