import { describe, expect, it } from "vitest";
import { NETWORK_ERROR_KEY, SESSION_GONE_CODE, TransportError, createTransport, loginUrl } from "./transport";

type Answer = { status: number; body?: string; type?: string } | "throw";

function harness(answer: Answer, where = { pathname: "/order/myOrder", search: "?status=2" }) {
  const navigations: string[] = [];
  const notices: [string, boolean][] = [];
  const calls: { input: string; init: RequestInit | undefined }[] = [];
  const fakeFetch = (async (input: string, init?: RequestInit) => {
    calls.push({ input, init });
    if (answer === "throw") throw new TypeError("Failed to fetch");
    return new Response(answer.body ?? null, { status: answer.status, headers: answer.type ? { "Content-Type": answer.type } : {} });
  }) as typeof fetch;
  const request = createTransport({
    fetch: fakeFetch,
    location: { ...where, assign: (url) => navigations.push(url) },
    notify: (message, isKey) => notices.push([message, isKey]),
  });
  return { request, navigations, notices, calls };
}

async function failure(promise: Promise<unknown>): Promise<TransportError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TransportError) return error;
    throw error;
  }
  throw new Error("expected a rejection");
}

const JSON_TYPE = "application/json";

describe("the transport rules (SPEC.md section 8)", () => {
  it("resolves a successful answer with its JSON body", async () => {
    const h = harness({ status: 200, body: JSON.stringify({ code: 0, count: 3 }), type: JSON_TYPE });
    await expect(h.request("/api/x")).resolves.toEqual({ code: 0, count: 3 });
    expect(new Headers(h.calls[0]!.init?.headers).get("Accept")).toBe(JSON_TYPE);
    expect(h.calls[0]!.init?.credentials).toBe("same-origin");
    expect(h.navigations).toEqual([]);
  });

  it("goes to /login and back here on HTTP 401", async () => {
    const h = harness({ status: 401, body: JSON.stringify({ code: 401 }), type: JSON_TYPE });
    const error = await failure(h.request("/api/x"));
    expect(error.kind).toBe("signedOut");
    expect(h.navigations).toEqual([`/login?redirectTo=${encodeURIComponent("/order/myOrder?status=2")}`]);
    expect(h.notices).toEqual([]);
  });

  it("goes to /login on HTTP 400 with code 14106", async () => {
    const h = harness({ status: 400, body: JSON.stringify({ code: SESSION_GONE_CODE }), type: JSON_TYPE });
    expect((await failure(h.request("/api/x"))).kind).toBe("signedOut");
    expect(h.navigations).toHaveLength(1);
  });

  it("rejects any other HTTP 400 to the caller, with its body, showing nothing", async () => {
    const body = { code: 400, errors: { quantity: "too large" } };
    const h = harness({ status: 400, body: JSON.stringify(body), type: JSON_TYPE });
    const error = await failure(h.request("/api/x"));
    expect(error.kind).toBe("rejected");
    expect(error.status).toBe(400);
    expect(error.body).toEqual(body);
    expect(h.navigations).toEqual([]);
    expect(h.notices).toEqual([]);
  });

  it("shows the text of a 400 answer to a file download", async () => {
    const h = harness({ status: 400, body: "The file is under review", type: "text/plain" });
    const error = await failure(h.request("/download", { download: true }));
    expect(error.kind).toBe("failed");
    expect(h.notices).toEqual([["The file is under review", false]]);
  });

  it("shows the network error on HTTP 502", async () => {
    const h = harness({ status: 502, body: "<html>bad gateway</html>", type: "text/html" });
    expect((await failure(h.request("/api/x"))).kind).toBe("network");
    expect(h.notices).toEqual([[NETWORK_ERROR_KEY, true]]);
  });

  it("shows the network error when there is no answer at all", async () => {
    const h = harness("throw");
    expect((await failure(h.request("/api/x"))).kind).toBe("network");
    expect(h.notices).toEqual([[NETWORK_ERROR_KEY, true]]);
  });

  it.each([
    [500, "Something broke", "text/plain", "Something broke"],
    [403, JSON.stringify({ code: 403, message: "Access denied" }), JSON_TYPE, "Access denied"],
    [404, "", "text/plain", "HTTP 404"],
  ])("shows the body of other failures (%i) as an error and rejects", async (status, body, type, shown) => {
    const h = harness({ status, body, type });
    const error = await failure(h.request("/api/x"));
    expect(error.kind).toBe("failed");
    expect(error.status).toBe(status);
    expect(h.notices).toEqual([[shown, false]]);
    expect(h.navigations).toEqual([]);
  });

  it("does not treat code 14106 on other statuses as signed out", async () => {
    const h = harness({ status: 500, body: JSON.stringify({ code: SESSION_GONE_CODE, message: "x" }), type: JSON_TYPE });
    expect((await failure(h.request("/api/x"))).kind).toBe("failed");
    expect(h.navigations).toEqual([]);
  });
});

describe("loginUrl", () => {
  it.each([
    [{ pathname: "/", search: "" }, "/login"],
    [{ pathname: "/cart", search: "" }, "/login?redirectTo=%2Fcart"],
    [{ pathname: "/searchResult", search: "?keyword=a&b=1" }, `/login?redirectTo=${encodeURIComponent("/searchResult?keyword=a&b=1")}`],
    [{ pathname: "/login", search: "?redirectTo=%2Fcart" }, "/login"],
  ])("from %j is %s", (where, expected) => {
    expect(loginUrl(where)).toBe(expected);
  });
});
