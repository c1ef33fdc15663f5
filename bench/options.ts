import { parseArgs } from "node:util";

export type Engine = "pglite" | "postgres";
export const SECTIONS = ["queries", "http", "orders", "weight", "usable", "lighthouse", "soak", "downloads", "api"] as const;
export type Section = (typeof SECTIONS)[number];

export type BenchOptions = {
  products: number;
  /** Seconds per measured load. */
  duration: number;
  /** Seconds of the soak's mixed load. */
  soakSeconds: number;
  engines: Engine[];
  databaseUrl: string;
  reuse: boolean;
  quick: boolean;
  sections: Set<Section>;
  port: number;
  build: boolean;
};

export const DEFAULT_DATABASE_URL = "postgresql://postgres@127.0.0.1:5432/bench";

/** What `npm run bench -- --help` prints, and what a wrong option is answered with. */
export const BENCH_USAGE = `Usage: npm run bench -- [options]

  --quick               2,000 products, 2 s loads, a 24-second soak, a 50-product download package instead of 500
                        (the defaults below change, not what is given)
  --products N          products in the catalogue (default 100000)
  --duration S          seconds per measured load (default 10)
  --soak-minutes M      minutes of the soak's mixed load (default 30; decimals allowed, at least 0.1)
  --engine E            pglite, postgres or both (default both)
  --database-url URL    the PostgreSQL database (default BENCH_DATABASE_URL, else ${DEFAULT_DATABASE_URL})
  --reuse               use the catalogue already in the database instead of seeding it again
  --only LIST           a comma list of sections: ${SECTIONS.join(", ")}
  --port N              the port the measured server listens on (default 3410)
  --no-build            measure the build already in build/ instead of building first
  --help                this text`;

export function wantsHelp(args: string[]): boolean {
  return args.includes("--help") || args.includes("-h");
}

/** A number of minutes, decimals allowed (--soak-minutes 0.5), at least 0.1 (six seconds). */
function minutes(name: string, value: string): number {
  const number = Number(value);
  if (value.trim() === "" || !Number.isFinite(number) || number < 0.1) throw new Error(`--${name} must be a number of minutes ≥ 0.1, not "${value}"`);
  return number;
}

function positiveInteger(name: string, value: string, min = 1): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min) throw new Error(`--${name} must be a whole number ≥ ${min}, not "${value}"`);
  return number;
}

/**
 * The command line of `npm run bench`. --quick changes the defaults (2,000 products, 2 s loads,
 * a 24-second soak instead of 30 minutes), not what is given explicitly. The PostgreSQL address: --database-url, else BENCH_DATABASE_URL.
 */
export function parseBenchArgs(args: string[], env: Record<string, string | undefined> = {}): BenchOptions {
  const { values } = parseArgs({
    args,
    strict: true,
    options: {
      products: { type: "string" },
      duration: { type: "string" },
      "soak-minutes": { type: "string" },
      engine: { type: "string", default: "both" },
      "database-url": { type: "string" },
      reuse: { type: "boolean", default: false },
      quick: { type: "boolean", default: false },
      only: { type: "string" },
      port: { type: "string", default: "3410" },
      "no-build": { type: "boolean", default: false },
    },
  });
  const quick = values.quick;
  const engine = values.engine;
  if (engine !== "pglite" && engine !== "postgres" && engine !== "both") throw new Error(`--engine must be pglite, postgres or both, not "${engine}"`);
  const sections = new Set<Section>();
  for (const name of (values.only ?? SECTIONS.join(",")).split(",").map((part) => part.trim())) {
    if (!(SECTIONS as readonly string[]).includes(name)) throw new Error(`--only takes a comma list of ${SECTIONS.join(", ")}; "${name}" is not one`);
    sections.add(name as Section);
  }
  const databaseUrl = values["database-url"] ?? env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL;
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) throw new Error(`--database-url must be a postgresql:// address, not "${databaseUrl}"`);
  return {
    products: positiveInteger("products", values.products ?? (quick ? "2000" : "100000"), 100),
    duration: positiveInteger("duration", values.duration ?? (quick ? "2" : "10")),
    soakSeconds: Math.round(minutes("soak-minutes", values["soak-minutes"] ?? (quick ? "0.4" : "30")) * 60),
    engines: engine === "both" ? ["pglite", "postgres"] : [engine],
    databaseUrl,
    reuse: values.reuse,
    quick,
    sections,
    port: positiveInteger("port", values.port),
    build: !values["no-build"],
  };
}
