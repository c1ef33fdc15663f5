import http from "node:http";
import zlib from "node:zlib";
import { latency } from "./stats";

export type LoadResult = {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  failed: number;
  firstFailure: string | null;
  /** The database statements per answered request, as the server's X-Query-Count says (QUERY_COUNT_HEADER); null when no answer said. */
  queriesPerRequest: number | null;
};

/** The header a server started with QUERY_COUNT_HEADER=true answers with: the statements the request sent. */
const QUERY_COUNT = "x-query-count";

/** The title, else the start of the text, of an answer's body. */
export function summary(body: Buffer, encoding: string | undefined): string {
  let text: string;
  try {
    const plain = encoding === "gzip" ? zlib.gunzipSync(body) : encoding === "br" ? zlib.brotliDecompressSync(body) : encoding === "deflate" ? zlib.inflateSync(body) : body;
    text = plain.toString("utf8");
  } catch {
    return `undecodable ${encoding ?? ""} body`.trim();
  }
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(text)?.[1];
  return (title ?? text).replace(/\s+/g, " ").trim().slice(0, 160);
}

type Options = { url: string; connections: number; duration: number; headers?: Record<string, string> };

/**
 * A closed-loop load: `connections` keep-alive connections, each sending its next GET as soon as
 * the previous answer has been read in full, until `duration` seconds have passed. Requests under
 * way at the end are waited for and counted (a load generator that drops them reports nothing, or
 * a flattering p99, once a page takes longer than the load lasts), and the rate is what was
 * answered over the time until the last answer. Sends Accept-Encoding as browsers do. Averages
 * the X-Query-Count of the 200 answers that carry it.
 */
export async function closedLoop({ url, connections, duration, headers = {} }: Options): Promise<LoadResult> {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const requestHeaders = { "accept-encoding": "gzip, deflate, br", accept: "text/html,*/*", ...headers };
  const times: number[] = [];
  let failed = 0;
  let firstFailure: string | null = null;
  let statements = 0;
  let counted = 0;
  const fail = (why: string) => {
    failed += 1;
    firstFailure ??= why;
  };
  // An answer other than 200 is read (decompressed) so the report can say what it was.
  const once = () =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.get({ agent, hostname: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, headers: requestHeaders }, (response) => {
        const status = response.statusCode ?? 0;
        const count = Number(response.headers[QUERY_COUNT] ?? Number.NaN);
        if (status === 200 && Number.isFinite(count)) {
          statements += count;
          counted += 1;
        }
        const chunks: Buffer[] = [];
        response.on("error", reject);
        response.on("data", (chunk: Buffer) => status !== 200 && chunks.push(chunk));
        response.on("end", () => resolve({ status, text: status === 200 ? "" : summary(Buffer.concat(chunks), response.headers["content-encoding"]) }));
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
            const { status, text } = await once();
            if (status !== 200) fail(`answered ${status}${text ? ` (${text})` : ""}`);
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
  return { requests: times.length, perSecond: times.length / seconds, p50, p99, failed, firstFailure, queriesPerRequest: counted > 0 ? statements / counted : null };
}
