import { describe, expect, expectTypeOf, it } from "vitest";
import { EXIT, commandLine } from "./cli";

const USAGE = `Usage:
  npm run example -- approve <email>
  npm run example -- refuse <email> [--reason "…"]
  npm run example -- list [--all]`;

const cli = commandLine({
  usage: USAGE,
  options: { reason: "string", all: "boolean" },
  commands: { approve: { args: ["email"] }, refuse: { args: ["email"], options: ["reason"] }, list: { options: ["all"] } },
});

function parse(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const parsed = cli.parse(argv, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { parsed, out, err };
}

describe("commandLine", () => {
  it("gives the command, its arguments by name and the options given", () => {
    expect(parse("refuse", "a@b.c", "--reason", "Name the shop")).toEqual({ parsed: { command: "refuse", args: { email: "a@b.c" }, values: { reason: "Name the shop" } }, out: [], err: [] });
    expect(parse("refuse", "--reason=", "a@b.c").parsed).toEqual({ command: "refuse", args: { email: "a@b.c" }, values: { reason: "" } });
    expect(parse("approve", "a@b.c").parsed).toEqual({ command: "approve", args: { email: "a@b.c" }, values: {} });
    expect(parse("list", "--all").parsed).toEqual({ command: "list", args: {}, values: { all: true } });
    expect(parse("list").parsed).toEqual({ command: "list", args: {}, values: {} });
    expect(parse("approve", "--", "--odd@b.c").parsed).toEqual({ command: "approve", args: { email: "--odd@b.c" }, values: {} });
  });

  it("types the arguments and options by command", () => {
    const { parsed } = parse("refuse", "a@b.c");
    if ("exit" in parsed) throw new Error("parsed as wrong arguments");
    if (parsed.command === "refuse") expectTypeOf(parsed.values).toEqualTypeOf<{ reason?: string }>();
    if (parsed.command === "approve") {
      expectTypeOf(parsed.args).toEqualTypeOf<Record<"email", string>>();
      expectTypeOf(parsed.values).toEqualTypeOf<Record<never, never>>();
    }
    if (parsed.command === "list") expectTypeOf(parsed.values).toEqualTypeOf<{ all?: true }>();
  });

  it.each([[["--help"]], [["-h"]], [["approve", "--help"]], [["bogus", "x", "y", "-h"]], [["refuse", "a@b.c", "--reason", "x", "--help"]]])("answers %j with the usage on stdout and exit 0", (argv) => {
    expect(parse(...argv)).toEqual({ parsed: { exit: EXIT.ok }, out: [USAGE], err: [] });
  });

  it.each([
    [[], "Missing command."],
    [[""], "Missing command."],
    [["--all"], "Missing command."],
    [["remove", "a@b.c"], "Unknown or incomplete command: remove a@b.c"],
    [["approve"], "Unknown or incomplete command: approve"],
    [["approve", ""], "Unknown or incomplete command: approve "],
    [["approve", "a@b.c", "d@e.f"], "Unknown or incomplete command: approve a@b.c d@e.f"],
    [["approve", "a@b.c", "--reason", "x"], "Unknown or incomplete command: approve a@b.c"],
    [["approve", "a@b.c", "--reason="], "Unknown or incomplete command: approve a@b.c"],
    [["list", "x"], "Unknown or incomplete command: list x"],
    [["toString"], "Unknown or incomplete command: toString"],
    [["__proto__", "a@b.c"], "Unknown or incomplete command: __proto__ a@b.c"],
  ])("answers %j with %j and the usage on stderr, exit 2", (argv, message) => {
    expect(parse(...argv)).toEqual({ parsed: { exit: EXIT.usage }, out: [], err: [message, USAGE] });
  });

  it.each([
    [["approve", "a@b.c", "--bogus"], "Unknown option '--bogus'"],
    [["--bogus", "--help"], "Unknown option '--bogus'"],
    [["refuse", "a@b.c", "--reason"], "Option '--reason <value>' argument missing"],
    [["list", "--all=yes"], "Option '--all' does not take an argument"],
  ])("answers a wrong option %j with node's message and the usage on stderr, exit 2", (argv, message) => {
    const { parsed, out, err } = parse(...argv);
    expect(parsed).toEqual({ exit: EXIT.usage });
    expect(out).toEqual([]);
    expect(err).toHaveLength(2);
    expect(err[0]).toContain(message);
    expect(err[1]).toBe(USAGE);
  });

  it("answers a check made after parsing with its message and the usage on stderr, exit 2", () => {
    const err: string[] = [];
    expect(cli.wrongArguments({ out: () => expect.unreachable(), err: (line) => err.push(line) }, 'Unknown status "flying".')).toBe(EXIT.usage);
    expect(err).toEqual(['Unknown status "flying".', USAGE]);
  });

  it("takes a program without options", () => {
    const bare = commandLine({ usage: "Usage: restock <barcode> <quantity>", commands: { restock: { args: ["barcode", "quantity"] } } });
    const err: string[] = [];
    const io = { out: () => {}, err: (line: string) => err.push(line) };
    expect(bare.parse(["restock", "123", "5"], io)).toEqual({ command: "restock", args: { barcode: "123", quantity: "5" }, values: {} });
    expect(bare.parse(["restock", "123", "5", "--all"], io)).toEqual({ exit: EXIT.usage });
    expect(err[0]).toContain("Unknown option '--all'");
  });
});
