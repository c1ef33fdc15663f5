import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import zlib from "node:zlib";
import { closedLoop, summary } from "./load";

let server: http.Server;
let base = "";
const seen: Array<{ path: string; cookie: string | undefined; encoding: string | undefined }> = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const arrival = seen.push({ path: request.url ?? "", cookie: request.headers.cookie, encoding: request.headers["accept-encoding"] });
    const delay = request.url === "/slow" ? 300 : 1;
    setTimeout(() => {
      response.statusCode = request.url === "/broken" ? 500 : 200;
      // As the shop started with QUERY_COUNT_HEADER answers: 4 statements, 2 for every third request.
      if (request.url === "/counted") response.setHeader("X-Query-Count", arrival % 3 === 0 ? "2" : "4");
      response.end("ok");
    }, delay);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("closedLoop", () => {
  it("counts the answers still under way when the load ends", async () => {
    // 300 ms an answer for 1 s: a request sent at 0.9 s ends at 1.2 s and is counted.
    const before = seen.length;
    const result = await closedLoop({ url: `${base}/slow`, connections: 5, duration: 1 });
    // Five connections, at least two rounds each even on a loaded machine (three when it is quiet).
    expect(result.requests).toBeGreaterThanOrEqual(10);
    // Every request the server received was answered and counted, the last ones included (the
    // connections need not stay in step: on a busy machine one may fit a round fewer).
    expect(result.requests).toBe(seen.length - before);
    expect(result.firstFailure).toBeNull();
    expect(result.failed).toBe(0);
    expect(result.p50).toBeGreaterThanOrEqual(299);
    expect(result.perSecond).toBeGreaterThan(5);
    expect(result.perSecond).toBeLessThan(17);
  });

  it("counts answers other than 200 as failures, with the first reason", async () => {
    const result = await closedLoop({ url: `${base}/broken`, connections: 2, duration: 1 });
    expect(result.requests).toBeGreaterThan(0);
    expect(result.failed).toBe(result.requests);
    expect(result.firstFailure).toBe("answered 500 (ok)");
  });

  it("counts a refused connection as a failure", async () => {
    const result = await closedLoop({ url: "http://127.0.0.1:1/", connections: 1, duration: 1 });
    expect(result.failed).toBe(result.requests);
    expect(result.firstFailure).toMatch(/ECONNREFUSED/);
  });

  it("averages the statements the server says each answered request sent, and has none where it says nothing", async () => {
    seen.length = 0;
    const counted = await closedLoop({ url: `${base}/counted`, connections: 2, duration: 1 });
    const twos = Math.floor(seen.length / 3);
    expect(counted.queriesPerRequest).toBeCloseTo((twos * 2 + (seen.length - twos) * 4) / seen.length, 5);
    expect(counted.queriesPerRequest).toBeGreaterThan(2);
    expect(counted.queriesPerRequest).toBeLessThan(4);
    expect((await closedLoop({ url: `${base}/fast`, connections: 1, duration: 1 })).queriesPerRequest).toBeNull();
  });

  it("sends the cookie and Accept-Encoding as a browser does", async () => {
    seen.length = 0;
    await closedLoop({ url: `${base}/fast?x=1`, connections: 1, duration: 1, headers: { cookie: "a=b" } });
    expect(seen[0]).toEqual({ path: "/fast?x=1", cookie: "a=b", encoding: "gzip, deflate, br" });
  });
});

describe("summary", () => {
  it("reads the title of a compressed error page, else the start of the text", () => {
    const page = "<html><head><title>Error | Shop</title></head><body>…</body></html>";
    expect(summary(zlib.gzipSync(page), "gzip")).toBe("Error | Shop");
    expect(summary(zlib.brotliCompressSync(page), "br")).toBe("Error | Shop");
    expect(summary(Buffer.from("database\n unavailable"), undefined)).toBe("database unavailable");
    expect(summary(Buffer.from("not gzip"), "gzip")).toBe("undecodable gzip body");
  });
});
