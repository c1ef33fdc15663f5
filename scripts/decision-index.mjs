// Rewrites the table of docs/decisions/README.md from the records' own titles and statuses
// (`node scripts/decision-index.mjs`); tests/unit/decision-index.test.ts checks it is current.
import fs from "node:fs";
import path from "node:path";

const folder = path.resolve(import.meta.dirname, "../docs/decisions");
const indexFile = path.join(folder, "README.md");
const rows = fs
  .readdirSync(folder)
  .filter((name) => /^\d{4}-.+\.md$/.test(name))
  .sort()
  .map((name) => {
    const text = fs.readFileSync(path.join(folder, name), "utf8");
    const title = /^# \d+\. (.+)$/m.exec(text)?.[1];
    const status = /^- Status: (.+)$/m.exec(text)?.[1];
    if (!title || !status) throw new Error(`${name}: needs a "# N. Title" line and a "- Status:" line`);
    return `| [${name.slice(0, 4)}](${name}) | ${title} | ${status} |`;
  });
const index = fs.readFileSync(indexFile, "utf8");
const head = index.slice(0, index.indexOf("| # | Decision | Status |"));
fs.writeFileSync(indexFile, `${head}| # | Decision | Status |\n|---|---|---|\n${rows.join("\n")}\n`);
console.log(`${rows.length} records listed in docs/decisions/README.md`);
