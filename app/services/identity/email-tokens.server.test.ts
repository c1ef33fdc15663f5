import { describe, expect, it } from "vitest";
import { accountId } from "~tests/support/requests";
import { TOKEN_TTL_SECONDS, consumeToken, issueToken, looksLikeToken, peekToken } from "./email-tokens.server";

describe("email tokens", () => {
  it("work once, even when two requests use one at the same time", async () => {
    const id = await accountId("buyer.es@demo.test");
    const { token } = await issueToken(id, "confirm_email");
    expect(looksLikeToken(token)).toBe(true);
    expect(await peekToken(token, "confirm_email")).toBe(id);
    const results = await Promise.all([consumeToken(token, "confirm_email"), consumeToken(token, "confirm_email")]);
    expect(results.filter((result) => result === id)).toHaveLength(1);
    expect(results.filter((result) => result === null)).toHaveLength(1);
    expect(await peekToken(token, "confirm_email")).toBeNull();
  });

  it("expire after their lifetime", async () => {
    const id = await accountId("buyer.it@demo.test");
    const issuedAt = new Date("2026-01-01T00:00:00Z");
    const { token } = await issueToken(id, "reset_password", issuedAt);
    const justBefore = new Date(issuedAt.getTime() + TOKEN_TTL_SECONDS.reset_password * 1000 - 1000);
    const justAfter = new Date(issuedAt.getTime() + TOKEN_TTL_SECONDS.reset_password * 1000 + 1000);
    expect(await peekToken(token, "reset_password", justBefore)).toBe(id);
    expect(await consumeToken(token, "reset_password", justAfter)).toBeNull();
    expect(await consumeToken(token, "reset_password", justBefore)).toBe(id);
  });

  it("belong to one purpose", async () => {
    const id = await accountId("buyer.pl@demo.test");
    const { token } = await issueToken(id, "confirm_email");
    expect(await consumeToken(token, "reset_password")).toBeNull();
    expect(await peekToken(token, "confirm_email")).toBe(id);
  });

  it("are replaced by a newer one of the same purpose only", async () => {
    const id = await accountId("buyer.de@demo.test");
    const { token: confirm } = await issueToken(id, "confirm_email");
    const { token: firstReset } = await issueToken(id, "reset_password");
    const { token: secondReset } = await issueToken(id, "reset_password");
    expect(await peekToken(firstReset, "reset_password")).toBeNull();
    expect(await peekToken(secondReset, "reset_password")).toBe(id);
    expect(await peekToken(confirm, "confirm_email")).toBe(id);
  });

  it.each([undefined, null, 42, "", "short", "x".repeat(44), "a b".repeat(15)])("refuse %j without a query", async (value) => {
    expect(looksLikeToken(value)).toBe(false);
    expect(await peekToken(value, "confirm_email")).toBeNull();
  });
});
