import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * docs/decisions/README.md lists every decision record with its title and status, as the records
 * themselves say them: a record added without its line (or a status changed in one place only)
 * fails here.
 */
const FOLDER = path.resolve(import.meta.dirname, "../../docs/decisions");
const records = fs.readdirSync(FOLDER).filter((name) => /^\d{4}-.+\.md$/.test(name)).sort();
const index = fs.readFileSync(path.join(FOLDER, "README.md"), "utf8");

function header(name: string) {
  const text = fs.readFileSync(path.join(FOLDER, name), "utf8");
  const title = /^# \d+\. (.+)$/m.exec(text)?.[1];
  const status = /^- Status: (.+)$/m.exec(text)?.[1];
  return { title, status };
}

describe("the decision index", () => {
  it.each(records)("lists %s with its title and status", (name) => {
    const { title, status } = header(name);
    expect(title, `${name} starts with "# N. Title"`).toBeDefined();
    expect(status, `${name} has a "- Status:" line`).toBeDefined();
    expect(index).toContain(`| [${name.slice(0, 4)}](${name}) | ${title} | ${status} |`);
  });

  it("lists no record that does not exist", () => {
    const listed = [...index.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((match) => match[1]);
    expect(listed.filter((name) => !records.includes(name!))).toEqual([]);
  });

  it("refers only to decisions that exist, in the code and the docs", () => {
    const numbers = new Set(records.map((name) => name.slice(0, 4)));
    const dangling: string[] = [];
    const walk = (folder: string) => {
      for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) {
          if (!["node_modules", ".cache", "build", "migrations"].includes(entry.name)) walk(full);
        } else if (/\.(ts|tsx|md|css|mjs|js)$/.test(entry.name)) {
          for (const match of fs.readFileSync(full, "utf8").matchAll(/\bdecisions? (\d{4})\b/g)) {
            if (!numbers.has(match[1]!)) dangling.push(`${path.relative(FOLDER, full)}: decision ${match[1]}`);
          }
        }
      }
    };
    for (const folder of ["app", "server", "scripts", "tests", "bench", "docs"]) walk(path.resolve(FOLDER, "../..", folder));
    expect(dangling).toEqual([]);
  });
});
