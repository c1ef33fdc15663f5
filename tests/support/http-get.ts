import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Express } from "express";

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/**
 * A request with the path exactly as given (fetch would resolve `..` and re-encode it first), on a
 * fresh connection; the answer's bytes as they came.
 */
export function send(port: number, method: "GET" | "HEAD" | "POST", path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const lengthHeader: Record<string, string> = method === "POST" ? { "Content-Length": "0", "Content-Type": "application/x-www-form-urlencoded" } : {};
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path, headers: { Host: "localhost", ...lengthHeader, ...headers }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

export async function listen(app: Express): Promise<{ port: number; close(): Promise<void> }> {
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
