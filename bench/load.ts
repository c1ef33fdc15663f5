import http from "node:http";
import { latency } from "./stats";

export type LoadResult = { requests: number; perSecond: number; p50: number; p99: number; failed: number; firstFailure: string | null };

type Options = { url: string; connections: number; duration: number; headers?: Record<string, string> };

/**
 * A closed-loop load: `connections` keep-alive connections, each sending its next GET as soon as
 * the previous answer has been read in full, until `duration` seconds have passed. Requests under
 * way at the end are waited for and counted (a load generator that drops them reports nothing, or
 * a flattering p99, once a page takes longer than the load lasts), and the rate is what was
 * answered over the time until the last answer. Sends Accept-Encoding as browsers do.
 */
export async function closedLoop({ url, connections, duration, headers = {} }: Options): Promise<LoadResult> {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const requestHeaders = { "accept-encoding": "gzip, deflate, br", accept: "text/html,*/*", ...headers };
  const times: number[] = [];
  let failed = 0;
  let firstFailure: string | null = null;
  const fail = (why: string) => {
    failed += 1;
    firstFailure ??= why;
  };
  const once = () =>
    new Promise<number>((resolve, reject) => {
      const request = http.get({ agent, hostname: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, headers: requestHeaders }, (response) => {
        response.on("error", reject);
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.resume();
      });
      request.setTimeout(60_000, () => request.destroy(new Error("no answer within 60 s")));
      request.on("error", reject);
    });
  const started = performance.now();
  const end = started + duration * 1000;
  try {
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < end) {
          const sent = performance.now();
          try {
            const status = await once();
            if (status !== 200) fail(`answered ${status}`);
          } catch (error) {
            fail(error instanceof Error ? error.message : String(error));
          }
          times.push(performance.now() - sent);
        }
      }),
    );
  } finally {
    agent.destroy();
  }
  const seconds = (performance.now() - started) / 1000;
  const { p50, p99 } = latency(times);
  return { requests: times.length, perSecond: times.length / seconds, p50, p99, failed, firstFailure };
}
