import { desc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { clientErrorLogs } from "~/db/schema";
import { ORIGIN, contextFor, settle } from "~tests/support/requests";
import { ERROR_LOG_RATE, action, loader } from "./route";

const URL_PATH = `${ORIGIN}/api/v1.0/web/log`;

function post(body: string, contentType = "application/json", ip = "198.51.100.1") {
  const request = new Request(URL_PATH, { method: "POST", body, headers: { "Content-Type": contentType, Origin: ORIGIN } });
  const context = { ...contextFor(), clientIp: ip };
  return settle(() => action({ request, context, params: {} }));
}

const valid = { webAddress: "http://localhost:3000/cart", errorName: "TypeError", errorMessage: "x is undefined\n at Cart (cart.js:1:1)" };

describe("POST /api/v1.0/web/log", () => {
  it("stores a valid JSON report", async () => {
    const reply = await post(JSON.stringify(valid));
    expect(reply.status).toBe(201);
    expect(reply.data).toEqual({ code: 0 });
    const [row] = await db().select().from(clientErrorLogs).orderBy(desc(clientErrorLogs.id)).limit(1);
    expect(row).toMatchObject(valid);
  });

  it("accepts a form-encoded report", async () => {
    const reply = await post(new URLSearchParams(valid).toString(), "application/x-www-form-urlencoded");
    expect(reply.status).toBe(201);
  });

  it.each([
    ["missing fields", {}, ["webAddress", "errorName", "errorMessage"]],
    ["blank name", { ...valid, errorName: "   " }, ["errorName"]],
    ["name too long", { ...valid, errorName: "E".repeat(201) }, ["errorName"]],
    ["address too long", { ...valid, webAddress: `http://x/${"a".repeat(2048)}` }, ["webAddress"]],
    ["message too long", { ...valid, errorMessage: "m".repeat(10_001) }, ["errorMessage"]],
    ["wrong types", { webAddress: 12, errorName: ["a"], errorMessage: { a: 1 } }, ["webAddress", "errorName", "errorMessage"]],
  ])("answers 400 with a message per field: %s", async (_name, body, fields) => {
    const reply = await post(JSON.stringify(body));
    expect(reply.status).toBe(400);
    const data = reply.data as { code: number; message: string; errors: Record<string, string> };
    expect(data.code).toBe(400);
    expect(data.message).toBeTruthy();
    expect(Object.keys(data.errors).sort()).toEqual([...fields].sort());
    for (const message of Object.values(data.errors)) expect(message).not.toMatch(/^errorLog\./);
  });

  it("answers 400 to malformed JSON and to other content types", async () => {
    expect((await post("{not json")).status).toBe(400);
    expect((await post("hello", "text/plain")).status).toBe(400);
    expect((await post("null")).status).toBe(400);
  });

  it("stores hostile text verbatim and does not echo it", async () => {
    const hostile = { ...valid, errorName: "<script>alert(1)</script>", errorMessage: "'; drop table accounts; --" };
    const reply = await post(JSON.stringify(hostile));
    expect(reply.status).toBe(201);
    expect(JSON.stringify(reply.data)).not.toContain("<script>");
    const [row] = await db().select().from(clientErrorLogs).orderBy(desc(clientErrorLogs.id)).limit(1);
    expect(row?.errorName).toBe(hostile.errorName);
  });

  it("rate limits one address", async () => {
    const ip = "198.51.100.99";
    let last = 0;
    for (let i = 0; i <= ERROR_LOG_RATE.limit; i += 1) last = (await post(JSON.stringify(valid), "application/json", ip)).status;
    expect(last).toBe(429);
    expect((await post(JSON.stringify(valid), "application/json", "198.51.100.100")).status).toBe(201);
  });

  it("answers 405 to GET", async () => {
    const reply = await settle(() => loader());
    expect(reply.status).toBe(405);
  });
});
