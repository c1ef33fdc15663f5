import { latency, percentile } from "./stats";

/** One request of the soak: when it was sent (ms since the soak started) and how long its answer took. */
export type RequestSample = { at: number; ms: number };
/**
 * One reading of the server process: its memory (bytes; the V8 heap is null when the probe had
 * nothing yet), the CPU time it has used so far (ms, user + system) and the machine's one-minute
 * load average.
 */
export type MemorySample = { at: number; rss: number; heapUsed: number | null; cpu: number; load: number };

/**
 * A window's figures. `cpuPerRequest`: the server's CPU time between its readings over the requests
 * sent in that time — flat while latency rises means the machine, not the server, got slower.
 */
export type Window = { index: number; start: number; end: number; requests: number; errors: number; p50: number; p99: number; rss: number; heapUsed: number; cpuPerRequest: number; load: number };

/** A growth (or drift) allowed: RSS at most 10 % above its level after the warm-up; p50 and p99 at most 20 % slower. */
export const RSS_GROWTH_LIMIT = 0.1;
export const DRIFT_LIMIT = 0.2;

/**
 * The soak cut into windows: one per minute, at least five (a short soak gets shorter windows),
 * all of the same length so their counts compare.
 */
export function windowLayout(seconds: number): { count: number; ms: number } {
  const count = Math.max(5, Math.round(seconds / 60));
  return { count, ms: (seconds * 1000) / count };
}

/** The windows of the warm-up: the first 10 % of them, at least one, and never all of them. */
export function warmupWindows(count: number): number {
  return Math.max(1, Math.min(count - 1, Math.ceil(count / 10)));
}

export function median(values: readonly number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

/**
 * Requests, errors (by when they happened), latency percentiles and the median RSS and heap of
 * each window. A request belongs to the window it was sent in (those under way at the end to the
 * last); a window without a memory reading has NaN there.
 */
export function soakWindows({ seconds, requests, errors, memory }: { seconds: number; requests: readonly RequestSample[]; errors: readonly number[]; memory: readonly MemorySample[] }): Window[] {
  const { count, ms } = windowLayout(seconds);
  const slot = (at: number) => Math.min(count - 1, Math.max(0, Math.floor(at / ms)));
  const times = Array.from({ length: count }, () => [] as number[]);
  const failed = new Array<number>(count).fill(0);
  const rss = Array.from({ length: count }, () => [] as number[]);
  const heap = Array.from({ length: count }, () => [] as number[]);
  const load = Array.from({ length: count }, () => [] as number[]);
  const readings = Array.from({ length: count }, () => [] as MemorySample[]);
  for (const request of requests) times[slot(request.at)]!.push(request.ms);
  for (const at of errors) failed[slot(at)]! += 1;
  for (const sample of memory) {
    if (sample.at >= seconds * 1000) continue;
    rss[slot(sample.at)]!.push(sample.rss);
    load[slot(sample.at)]!.push(sample.load);
    readings[slot(sample.at)]!.push(sample);
    if (sample.heapUsed !== null) heap[slot(sample.at)]!.push(sample.heapUsed);
  }
  // From the previous window's last reading (the window's first when there is none) to this one's last.
  const cpuPerRequest = (index: number) => {
    const from = readings[index - 1]?.at(-1) ?? readings[index]![0];
    const to = readings[index]!.at(-1);
    if (!from || !to || to.at <= from.at) return Number.NaN;
    const sent = requests.filter((request) => request.at >= from.at && request.at < to.at).length;
    return sent === 0 ? Number.NaN : (to.cpu - from.cpu) / sent;
  };
  return times.map((values, index) => {
    const { p50, p99 } = latency(values);
    return { index, start: index * ms, end: (index + 1) * ms, requests: values.length, errors: failed[index]!, p50, p99, rss: median(rss[index]!), heapUsed: median(heap[index]!), cpuPerRequest: cpuPerRequest(index), load: median(load[index]!) };
  });
}

/** The CPU time (ms, user + system) in the text of /proc/<pid>/stat, given the clock ticks per second. */
export function cpuMilliseconds(stat: string, ticksPerSecond = 100): number {
  // The command name (field 2) is in parentheses and may hold spaces: fields are counted after it.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return ((utime + stime) * 1000) / ticksPerSecond;
}

/** The resident set size (bytes) in the text of /proc/<pid>/status ("VmRSS:   183420 kB"), NaN without one. */
export function residentBytes(status: string): number {
  const kilobytes = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
  return kilobytes === undefined ? Number.NaN : Number(kilobytes) * 1024;
}

/** after / before − 1: 0.05 is 5 % more. */
export function growth(before: number, after: number): number {
  return after / before - 1;
}

export type SoakSummary = {
  /** Windows of warm-up; `first` is the one right after them, `last` the soak's last. */
  warmup: number;
  first: Window;
  last: Window;
  requests: number;
  errors: number;
  rssGrowth: number;
  heapGrowth: number;
  p50Drift: number;
  p99Drift: number;
  memoryMet: boolean;
  latencyMet: boolean;
};

/**
 * The soak's verdicts: RSS growth from the first window after the warm-up to the last (each the
 * median of its readings, so one reading taken just before a garbage collection does not decide),
 * and the latency drift between the same two windows.
 */
export function summariseSoak(windows: readonly Window[]): SoakSummary {
  if (windows.length < 2) throw new Error("a soak summary needs at least two windows");
  const warmup = warmupWindows(windows.length);
  const first = windows[warmup]!;
  const last = windows[windows.length - 1]!;
  const rssGrowth = growth(first.rss, last.rss);
  const p50Drift = growth(first.p50, last.p50);
  const p99Drift = growth(first.p99, last.p99);
  return {
    warmup,
    first,
    last,
    requests: windows.reduce((sum, window) => sum + window.requests, 0),
    errors: windows.reduce((sum, window) => sum + window.errors, 0),
    rssGrowth,
    heapGrowth: growth(first.heapUsed, last.heapUsed),
    p50Drift,
    p99Drift,
    // NaN (no reading, no request) compares false: no verdict is a missed target.
    memoryMet: rssGrowth < RSS_GROWTH_LIMIT,
    latencyMet: p50Drift <= DRIFT_LIMIT && p99Drift <= DRIFT_LIMIT,
  };
}
