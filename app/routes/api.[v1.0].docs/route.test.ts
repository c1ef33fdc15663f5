import { describe, expect, it } from "vitest";
import { contextFor, getRequest, settle } from "~tests/support/requests";
import { loader } from "./route";

describe("GET /api/v1.0/docs", () => {
  it("is public and built from the document: every operation, the headers, the error codes in the reader's language", async () => {
    const reply = await settle(() => loader({ request: getRequest("/api/v1.0/docs", { headers: { "Accept-Language": "de" } }), context: contextFor(), params: {} }));
    expect(reply.status).toBe(200);
    const data = reply.data as Awaited<ReturnType<typeof loader>>;
    expect(data.title).toContain("API-Referenz v1.0");
    const { operations, headers, errors, schemas } = data.reference;
    expect(operations.map((operation) => `${operation.method} ${operation.path}`)).toContain("GET /api/v1.0/products");
    expect(operations.find((operation) => operation.path === "/api/v1.0/oauth/token")?.parameters.map((row) => row.name)).toEqual(["grant_type", "client_id", "client_secret", "scope"]);
    expect(operations.find((operation) => operation.path === "/api/v1.0/products")).toMatchObject({ scope: "products" });
    expect(headers.map((header) => header.name)).toEqual(["Authorization", "X-Platform", "X-Brand", "X-Tenant-Id", "X-Country", "Accept-Language"]);
    expect(errors.find((row) => row.code === 40401)?.message).toBe("Nicht gefunden.");
    expect(schemas.find((schema) => schema.name === "Product")?.rows.map((row) => row.name)).toContain("price");
  });
});
