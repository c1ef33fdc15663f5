/**
 * The argument handling the staff commands share (npm run accounts, orders, images, stock): a
 * program declares its usage text, its options and a table of commands with their arguments, and
 * `parse` answers the rest the same way for all of them:
 *   - `--help`/`-h` anywhere: the usage on stdout, exit 0;
 *   - an unknown option or a missing option value: node's message and the usage on stderr, exit 2;
 *   - no command, an unknown one, a missing, empty or extra argument, or an option the command does
 *     not take: "Missing command." / "Unknown or incomplete command: …" and the usage on stderr, exit 2;
 *   - otherwise the command, its arguments by name and the options given.
 *
 *   const cli = commandLine({ usage: USAGE, options: { reason: "string" }, commands: { approve: { args: ["email"] }, refuse: { args: ["email"], options: ["reason"] } } });
 *   const parsed = cli.parse(argv, io);
 *   if ("exit" in parsed) return parsed.exit;
 *   parsed.command; parsed.args.email; parsed.values.reason (refuse only)
 */
import os from "node:os";
import { parseArgs } from "node:util";

export type Output = { out: (line: string) => void; err: (line: string) => void };

/** Exit codes: 0 done, 1 the command could not be done (unknown email …), 2 wrong arguments. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** Who decides from the command line: the operating-system user, named on the decision. */
export function commandLineOperator(): string {
  try {
    return `command line (${os.userInfo().username})`;
  } catch {
    return "command line";
  }
}

/** Long options by name: a string takes a value (`--reason "…"`), a boolean is a flag (`--pending`). */
export type OptionTypes = Record<string, "string" | "boolean">;

export type CommandSpec<Option extends string> = {
  /** The positional arguments after the command's name, in order; each must be given and not empty. */
  args?: readonly string[];
  /** The options this command takes; any other option given with it is wrong arguments. */
  options?: readonly Option[];
};

type Values<Types extends OptionTypes> = { -readonly [Name in keyof Types]?: Types[Name] extends "boolean" ? true : string };
type ArgNames<Spec> = Spec extends { args: readonly (infer Name extends string)[] } ? Name : never;
type OptionNames<Spec> = Spec extends { options: readonly (infer Name extends string)[] } ? Name : never;

/** One of the program's commands, as given: `args` by the names of its table, `values` only of the options it takes. */
export type ParsedCommand<Types extends OptionTypes, Commands extends Record<string, CommandSpec<string>>> = {
  [Name in keyof Commands & string]: {
    command: Name;
    args: Record<ArgNames<Commands[Name]>, string>;
    values: Pick<Values<Types>, OptionNames<Commands[Name]> & keyof Types>;
  };
}[keyof Commands & string];

export type CommandLine<Types extends OptionTypes, Commands extends Record<string, CommandSpec<string>>> = {
  usage: string;
  /** The command to run, or the exit code when the arguments were answered already (help or wrong). */
  parse: (argv: readonly string[], io: Output) => ParsedCommand<Types, Commands> | { exit: number };
  /** For checks after `parse` (an argument's form): the message and the usage on stderr; returns exit code 2. */
  wrongArguments: (io: Output, message: string) => number;
};

export function commandLine<const Types extends OptionTypes = Record<never, never>, const Commands extends Record<string, CommandSpec<keyof Types & string>> = Record<string, never>>(program: {
  usage: string;
  options?: Types;
  commands: Commands;
}): CommandLine<Types, Commands> {
  const { usage, commands } = program;
  const options = Object.fromEntries(Object.entries(program.options ?? {}).map(([name, type]) => [name, { type }]));
  const wrongArguments = (io: Output, message: string) => {
    io.err(message);
    io.err(usage);
    return EXIT.usage;
  };

  function parse(argv: readonly string[], io: Output): ParsedCommand<Types, Commands> | { exit: number } {
    let parsed;
    try {
      parsed = parseArgs({ args: [...argv], options: { ...options, help: { type: "boolean", short: "h" } }, allowPositionals: true, strict: true });
    } catch (error) {
      return { exit: wrongArguments(io, (error as Error).message) };
    }
    const { help, ...values } = parsed.values;
    if (help) {
      io.out(usage);
      return { exit: EXIT.ok };
    }
    const [name, ...given] = parsed.positionals;
    const spec = name !== undefined && Object.hasOwn(commands, name) ? commands[name] : undefined;
    const argNames = spec?.args ?? [];
    const valid =
      spec !== undefined &&
      given.length === argNames.length &&
      given.every((arg) => arg !== "") &&
      Object.entries(values).every(([option, value]) => value === undefined || (spec.options ?? []).includes(option));
    if (!valid) return { exit: wrongArguments(io, name ? `Unknown or incomplete command: ${parsed.positionals.join(" ")}` : "Missing command.") };
    const args = Object.fromEntries(argNames.map((argName, index) => [argName, given[index]!]));
    return { command: name, args, values } as ParsedCommand<Types, Commands>;
  }

  return { usage, parse, wrongArguments };
}
