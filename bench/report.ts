/** One line of the bench's table. `met` is undefined when the row has no target. */
export type Row = { engine: string; section: string; item: string; figures: string; trivial?: string; ratio?: string; target?: string; met?: boolean };

const COLUMNS = ["engine", "section", "item", "figures", "trivial route, same load", "ratio", "target"] as const;

function cells(row: Row): string[] {
  const target = row.target ? `${row.target}${row.met === undefined ? "" : row.met ? " ✓" : " ✗ missed"}` : "";
  return [row.engine, row.section, row.item, row.figures, row.trivial ?? "", row.ratio ?? "", target];
}

const escape = (cell: string) => cell.replace(/\|/g, "\\|");

/** The rows as one Markdown table, columns padded so it also reads as plain text. */
export function formatTable(rows: readonly Row[]): string {
  const lines = rows.map((row) => cells(row).map(escape));
  const widths = COLUMNS.map((title, index) => Math.max(title.length, ...lines.map((line) => line[index]!.length)));
  const right = (index: number) => index === 5;
  const format = (line: readonly string[]) => `| ${line.map((cell, index) => (right(index) ? cell.padStart(widths[index]!) : cell.padEnd(widths[index]!))).join(" | ")} |`;
  const rule = `|${widths.map((width, index) => (right(index) ? `${"-".repeat(width + 1)}:` : "-".repeat(width + 2))).join("|")}|`;
  return [format(COLUMNS), rule, ...lines.map(format)].join("\n");
}

/** 1234.5 → "1,235"; below 10 one decimal. */
export function count(value: number): string {
  if (!Number.isFinite(value)) return "–";
  return value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString("en");
}

export function milliseconds(value: number): string {
  return Number.isFinite(value) ? `${Math.round(value).toLocaleString("en")} ms` : "–";
}

export function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export function megabytes(bytes: number): string {
  return Number.isFinite(bytes) ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : "–";
}

/** A change as a signed percentage: 0.034 → "+3.4 %", −0.1 → "−10.0 %". */
export function change(fraction: number): string {
  if (!Number.isFinite(fraction)) return "–";
  const percent = (fraction * 100).toFixed(1);
  return fraction < 0 ? `−${percent.slice(1)} %` : `+${percent} %`;
}

/**
 * A load's figures: "312 req/s · p50 28 ms · p99 71 ms", and with the statements each request sent
 * to the database (the server's X-Query-Count), "… · 4.0 queries/req".
 */
export function loadFigures(unit: string, perSecond: number, p50: number, p99: number, queriesPerRequest: number | null = null): string {
  const queries = queriesPerRequest === null ? "" : ` · ${queriesPerRequest.toFixed(1)} queries/${unit}`;
  return `${count(perSecond)} ${unit}/s · p50 ${milliseconds(p50)} · p99 ${milliseconds(p99)}${queries}`;
}
