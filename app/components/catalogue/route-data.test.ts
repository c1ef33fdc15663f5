import { encode } from "turbo-stream";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { routeData } from "./route-data";

const routeId = "routes/commodityDetail_.fittings";
const href = "/commodityDetail/fittings?goodsId=7&page=2";
/** A single-fetch answer as Remix's server writes one for a route's data: `{ [routeId]: { data } }`, turbo-stream encoded. */
const answer = (value: unknown, status = 200) => new Response(encode(value), { status, headers: { "Content-Type": "text/x-script" } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.stubGlobal("window", { location: { origin: "http://shop.test" } });
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("routeData (the panels' load, without a fetcher)", () => {
  it("asks for the route's single-fetch data of that address and answers its loader data", async () => {
    const data = { fittings: { items: [], total: 8, page: 2, pageSize: 5 }, settings: { currency: "EUR" } };
    fetchMock.mockResolvedValue(answer({ [routeId]: { data } }));
    expect(await routeData(href, routeId, new AbortController().signal)).toEqual(data);
    const url = new URL(fetchMock.mock.calls[0]![0] as URL);
    expect(url.origin + url.pathname).toBe("http://shop.test/commodityDetail/fittings.data");
    expect(Object.fromEntries(url.searchParams)).toEqual({ goodsId: "7", page: "2", _routes: routeId });
  });

  it.each([
    ["a 404 (the product went off the market)", () => answer({ [routeId]: { error: "Not Found" } }, 404)],
    ["a 500", () => new Response("Internal Server Error", { status: 500 })],
    ["a 502 from a proxy, not Remix's", () => new Response("<html>Bad gateway</html>", { status: 502 })],
    ["a redirect to the sign-in", () => answer({ redirect: "/login" }, 202)],
    ["a 200 that does not decode", () => new Response("<!doctype html><p>not data</p>", { status: 200 })],
    ["a 200 without the route's data", () => answer({ "routes/other": { data: 1 } })],
  ])("answers null for %s: the panel says it could not load", async (_, reply) => {
    fetchMock.mockResolvedValue(reply());
    expect(await routeData(href, routeId, new AbortController().signal)).toBeNull();
  });

  it("answers null when the network fails, undefined when the load was given up (the panel is gone or asks again)", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    expect(await routeData(href, routeId, new AbortController().signal)).toBeNull();
    const abort = new AbortController();
    fetchMock.mockImplementation((_url: URL, init: RequestInit) => {
      abort.abort();
      return Promise.reject(init.signal!.reason);
    });
    expect(await routeData(href, routeId, abort.signal)).toBeUndefined();
  });
});
