/**
 * Loaded into the bench's server (node --import, bench/server.ts) when BENCH_MEMORY_FILE is set:
 * once a second writes the process's own memory (process.memoryUsage(): RSS, V8 heap used and
 * total, external) to that file as JSON, written aside and renamed so a reader never sees half of
 * it. The soak reads the V8 heap from it; the RSS it reads from /proc itself. The timer is unref'd:
 * it never keeps the server alive.
 */
import { renameSync, writeFileSync } from "node:fs";

const file = process.env.BENCH_MEMORY_FILE;
if (file) {
  setInterval(() => {
    const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
    writeFileSync(`${file}.tmp`, JSON.stringify({ at: Date.now(), rss, heapUsed, heapTotal, external }));
    renameSync(`${file}.tmp`, file);
  }, 1000).unref();
}
