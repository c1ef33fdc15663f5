import { describe, expect, it } from "vitest";
import { FAILURES_PER_EMAIL, attemptSignIn } from "./sign-in.server";
import { issuePictureChallenge, pictureCodeFor } from "./verification.server";

const MINUTE = 60_000;

describe("attemptSignIn over an hour of brute force", () => {
  it("lets at most 40 guesses through in an hour on one account, from ever-changing addresses", async () => {
    const start = new Date("2026-11-23T10:00:00Z");
    let admitted = 0;
    for (let i = 0; i < 180; i += 1) {
      const now = new Date(start.getTime() + i * 20_000);
      const outcome = await attemptSignIn({ email: "buyer.de@demo.test", password: `guess${i}`, challenge: "z".repeat(32), code: "AAAAA", clientIp: `10.0.${i}.1`, door: "buyer", now });
      if (outcome.ok || outcome.reason !== "rateLimited") admitted += 1;
    }
    expect(admitted).toBe(4 * FAILURES_PER_EMAIL.limit);
    expect(admitted).toBeLessThan(100);
  });

  it("refuses even the right password and code while blocked, and says when to retry", async () => {
    const now = new Date("2026-11-23T12:05:00Z");
    for (let i = 0; i < FAILURES_PER_EMAIL.limit; i += 1) {
      await attemptSignIn({ email: "buyer.it@demo.test", password: "x", challenge: "bad", code: "AAAAA", clientIp: "10.9.9.9", door: "buyer", now });
    }
    const challenge = await issuePictureChallenge(now);
    const outcome = await attemptSignIn({ email: "buyer.it@demo.test", password: "Demo12345", challenge, code: pictureCodeFor(challenge), clientIp: "10.9.9.10", door: "buyer", now });
    expect(outcome).toEqual({ ok: false, reason: "rateLimited", retryAfterSeconds: 10 * 60 });
    const later = new Date(now.getTime() + 10 * MINUTE);
    const fresh = await issuePictureChallenge(later);
    const after = await attemptSignIn({ email: "buyer.it@demo.test", password: "Demo12345", challenge: fresh, code: pictureCodeFor(fresh), clientIp: "10.9.9.10", door: "buyer", now: later });
    expect(after.ok).toBe(true);
  });
});
