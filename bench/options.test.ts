import { describe, expect, it } from "vitest";
import { BENCH_USAGE, DEFAULT_DATABASE_URL, SECTIONS, parseBenchArgs, wantsHelp } from "./options";

describe("parseBenchArgs", () => {
  it("defaults to the full run on both engines", () => {
    const options = parseBenchArgs([]);
    expect(options).toMatchObject({ products: 100_000, duration: 10, soakSeconds: 1800, engines: ["pglite", "postgres"], databaseUrl: DEFAULT_DATABASE_URL, reuse: false, quick: false, port: 3410, build: true });
    expect([...options.sections]).toEqual(["queries", "http", "orders", "weight", "usable", "lighthouse", "soak", "downloads", "api"]);
  });

  it("--quick lowers the defaults but not what is given", () => {
    expect(parseBenchArgs(["--quick"])).toMatchObject({ products: 2000, duration: 2, soakSeconds: 24, quick: true });
    expect(parseBenchArgs(["--quick", "--products", "5000", "--duration", "3", "--soak-minutes", "5"])).toMatchObject({ products: 5000, duration: 3, soakSeconds: 300 });
  });

  it("takes the soak's length in minutes, decimals allowed", () => {
    expect(parseBenchArgs(["--soak-minutes", "0.5"]).soakSeconds).toBe(30);
    expect(parseBenchArgs(["--soak-minutes", "45", "--only", "soak"])).toMatchObject({ soakSeconds: 2700, sections: new Set(["soak"]) });
  });

  it("takes the engine, sections, port, reuse and no-build", () => {
    const options = parseBenchArgs(["--engine", "postgres", "--only", "http, weight", "--port", "3415", "--reuse", "--no-build"]);
    expect(options).toMatchObject({ engines: ["postgres"], port: 3415, reuse: true, build: false });
    expect([...options.sections]).toEqual(["http", "weight"]);
  });

  it("reads BENCH_DATABASE_URL unless --database-url is given", () => {
    const env = { BENCH_DATABASE_URL: "postgres://postgres@db:5432/bench_ci" };
    expect(parseBenchArgs([], env).databaseUrl).toBe("postgres://postgres@db:5432/bench_ci");
    expect(parseBenchArgs(["--database-url", "postgresql://u@h/bench_x"], env).databaseUrl).toBe("postgresql://u@h/bench_x");
  });

  it.each([
    [["--engine", "mysql"], /--engine must be/],
    [["--only", "http,speed"], /"speed" is not one/],
    [["--products", "ten"], /--products must be a whole number/],
    [["--duration", "0"], /--duration must be a whole number ≥ 1/],
    [["--soak-minutes", "0"], /--soak-minutes must be a number of minutes ≥ 0.1/],
    [["--soak-minutes", "half"], /--soak-minutes must be a number of minutes/],
    [["--soak-minutes", ""], /--soak-minutes must be a number of minutes/],
    [["--database-url", "mysql://x"], /postgresql:\/\//],
    [["--colour"], /Unknown option/],
  ])("refuses %j", (args, message) => {
    expect(() => parseBenchArgs(args)).toThrow(message);
  });
});

describe("the bench's usage", () => {
  it("is asked for with --help or -h, wherever it stands", () => {
    expect(wantsHelp(["--quick", "--help"])).toBe(true);
    expect(wantsHelp(["-h"])).toBe(true);
    expect(wantsHelp(["--quick"])).toBe(false);
  });

  it("names every option parseBenchArgs takes and every section", () => {
    for (const option of ["--quick", "--products", "--duration", "--soak-minutes", "--engine", "--database-url", "--reuse", "--only", "--port", "--no-build"]) {
      expect(BENCH_USAGE).toContain(option);
    }
    for (const section of SECTIONS) expect(BENCH_USAGE).toContain(section);
  });
});
