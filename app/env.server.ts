import path from "node:path";
import { z } from "zod";
import { BRANDS } from "~/services/platform/brands.server";

const BRAND_KEYS: string[] = BRANDS.map((brand) => brand.key);

/** What Express's "trust proxy" is set to; false trusts no proxy. */
export type TrustProxy = false | number | string[];

const booleanString = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

/**
 * Where kept files go (decision 0105): the local folder DATA_DIR/files unless STORAGE_S3_BUCKET
 * names a bucket of an S3-compatible store, which several app servers then share.
 */
const storageFields = {
  DATA_DIR: z.string().min(1).default("./data"),
  STORAGE_S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "STORAGE_S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens")
    .optional(),
  STORAGE_S3_ENDPOINT: z.string().url("STORAGE_S3_ENDPOINT must be the store's address, such as https://s3.example.com or http://127.0.0.1:9000").optional(),
  STORAGE_S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, "STORAGE_S3_REGION must be a region name such as eu-west-1 (us-east-1 for most self-hosted stores)")
    .default("us-east-1"),
  STORAGE_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  STORAGE_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  STORAGE_S3_FORCE_PATH_STYLE: booleanString.default(false),
  STORAGE_S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*\/?$/, "STORAGE_S3_PREFIX must be folder names of letters, digits, '.', '_' and '-' separated by '/', such as shop/ or shops/b2b")
    .optional(),
};

const storageObject = z.object(storageFields);
type StorageFields = z.infer<typeof storageObject>;

function checkStorage(env: StorageFields, ctx: z.RefinementCtx) {
  if (!env.STORAGE_S3_BUCKET) {
    for (const name of ["STORAGE_S3_ENDPOINT", "STORAGE_S3_ACCESS_KEY_ID", "STORAGE_S3_SECRET_ACCESS_KEY", "STORAGE_S3_PREFIX"] as const) {
      if (env[name] !== undefined) ctx.addIssue({ code: "custom", path: [name], message: `${name} is set but STORAGE_S3_BUCKET is not: set the bucket to keep files in the object store, or remove ${name}` });
    }
  }
  if ((env.STORAGE_S3_ACCESS_KEY_ID === undefined) !== (env.STORAGE_S3_SECRET_ACCESS_KEY === undefined)) {
    ctx.addIssue({
      code: "custom",
      path: [env.STORAGE_S3_ACCESS_KEY_ID === undefined ? "STORAGE_S3_ACCESS_KEY_ID" : "STORAGE_S3_SECRET_ACCESS_KEY"],
      message: "STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY go together (leave both out to use the SDK's own credentials: environment, profile or instance role)",
    });
  }
}

const storageSchema = storageObject.superRefine(checkStorage);

/** The storage part of the environment, for commands that write files without starting the shop (seed, bench). */
export type StorageEnv = z.infer<typeof storageSchema> & { dataDir: string };

const schema = z
  .object({
    ...storageFields,
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).optional(),
    DATABASE_URL: z.string().url().optional(),
    SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
    DEMO_DATA: booleanString.optional(),
    DEMO_PRODUCTS: z.coerce.number().int().min(0).max(1_000_000).default(2000),
    FORCE_HTTPS: booleanString.default(true),
    /**
     * Which reverse proxies to believe about the client (decision 0082): false; true or a number of
     * hops (true is one: the proxy in front of the shop); or Express's list of addresses and subnets.
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .default("false")
      .transform((value, ctx): TrustProxy => {
        const lower = value.toLowerCase();
        if (["false", "0", "no", ""].includes(lower)) return false;
        if (["true", "yes"].includes(lower)) return 1;
        if (/^\d{1,2}$/.test(lower)) return Number(lower);
        const entries = lower.split(",").map((entry) => entry.trim());
        if (entries.every((entry) => /^(loopback|linklocal|uniquelocal|[0-9a-f.:]+(\/\d{1,3})?)$/.test(entry))) return entries;
        ctx.addIssue({ code: "custom", message: "TRUST_PROXY must be false, true (one proxy), a number of proxies, or addresses and subnets such as loopback,10.0.0.0/8" });
        return z.NEVER;
      }),
    BRAND_HOSTS: z.string().optional(),
    SMTP_URL: z.string().url("SMTP_URL must be a URL such as smtp://user:pass@host:587").optional(),
    MAIL_FROM: z.string().min(3).default("Wholesale shop <no-reply@shop.localhost>"),
    /** The bench's: every answer says in X-Query-Count how many statements its request sent to the database. */
    QUERY_COUNT_HEADER: booleanString.default(false),
    VERIFICATION_TEST_CODE: z.string().min(4, "VERIFICATION_TEST_CODE must be at least 4 characters").max(32).optional(),
  })
  .superRefine((env, ctx) => {
    checkStorage(env, ctx);
    // The embedded default keeps a generated secret in DATA_DIR; app servers sharing a database must share one.
    if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.SESSION_SECRET) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "SESSION_SECRET is required when NODE_ENV=production and DATABASE_URL is set" });
    }
    // A shared database is a real deployment: its mails must link to hosts of its own (decision 0079).
    if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.BRAND_HOSTS) {
      ctx.addIssue({
        code: "custom",
        path: ["BRAND_HOSTS"],
        message: "BRAND_HOSTS is required when NODE_ENV=production with DATABASE_URL: links in mails use these hosts only (e.g. b2b.example.com=aigostar)",
      });
    }
    for (const entry of (env.BRAND_HOSTS ?? "").split(",").filter((part) => part.trim() !== "")) {
      const [host, key, ...rest] = entry.split("=").map((part) => part.trim().toLowerCase());
      if (!host || !/^[a-z0-9.-]+$/.test(host) || !key || !BRAND_KEYS.includes(key) || rest.length > 0) {
        ctx.addIssue({ code: "custom", path: ["BRAND_HOSTS"], message: `"${entry}" is not host=brand with a brand of ${BRAND_KEYS.join(", ")}` });
      }
    }
    if (env.NODE_ENV === "production" && env.VERIFICATION_TEST_CODE) {
      ctx.addIssue({
        code: "custom",
        path: ["VERIFICATION_TEST_CODE"],
        message: "VERIFICATION_TEST_CODE is for automated tests only; the server refuses to start with it when NODE_ENV=production",
      });
    }
  });

export type Env = z.infer<typeof schema> & { dataDir: string };

let cached: Env | undefined;

function invalid(error: z.ZodError): Error {
  const lines = error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  return new Error(`Invalid environment:\n${lines.join("\n")}`);
}

/** The environment of `source`; a bad value throws a message naming the variable. */
export function parseEnv(source: Readonly<Record<string, string | undefined>>): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) throw invalid(parsed.error);
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}

/** Parses the environment once; a bad value stops the process with a message naming the variable. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Only the storage variables (and DATA_DIR), for a command that writes files without starting the shop. */
export function storageEnv(source: Readonly<Record<string, string | undefined>> = process.env): StorageEnv {
  const parsed = storageSchema.safeParse(source);
  if (!parsed.success) throw invalid(parsed.error);
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
