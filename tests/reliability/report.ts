export type CaseResult = { name: string; tried: number; failures: string[]; note?: string };

/** A case counts what it tried and collects one line per failure (0 expected). */
export class CaseRecorder {
  tried = 0;
  readonly failures: string[] = [];
  note?: string;

  constructor(readonly name: string) {}

  check(ok: boolean, failure: () => string) {
    this.tried += 1;
    if (!ok) this.failures.push(failure());
  }

  result(): CaseResult {
    return { name: this.name, tried: this.tried, failures: this.failures, note: this.note };
  }
}

const say = (line: string) => process.stdout.write(`${line}\n`);

export function printTable(rows: Array<CaseResult & { engine: string; seconds: number }>) {
  const header = ["engine", "case", "tried", "failures", "seconds", "note"];
  const lines = rows.map((row) => [row.engine, row.name, String(row.tried), String(row.failures.length), row.seconds.toFixed(1), row.note ?? ""]);
  const widths = header.map((title, index) => Math.max(title.length, ...lines.map((line) => line[index]!.length)));
  const format = (cells: string[]) => `| ${cells.map((cell, index) => (index >= 2 && index <= 4 ? cell.padStart(widths[index]!) : cell.padEnd(widths[index]!))).join(" | ")} |`;
  say(format(header));
  say(`|${widths.map((width, index) => (index >= 2 && index <= 4 ? `${"-".repeat(width + 1)}:` : "-".repeat(width + 2))).join("|")}|`);
  for (const line of lines) say(format(line));
  for (const row of rows) for (const failure of row.failures.slice(0, 20)) say(`  ✗ [${row.engine}] ${row.name}: ${failure}`);
}
