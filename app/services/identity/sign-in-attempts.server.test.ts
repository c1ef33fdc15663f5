import { describe, expect, it } from "vitest";
import { FAILURES_PER_ADDRESS, FAILURES_PER_EMAIL, attemptSignIn } from "./sign-in-attempts.server";
import { issuePictureChallenge, pictureCodeFor } from "./verification.server";

const MINUTE = 60_000;

/** A challenge answered right, as a person who read the picture would. */
async function solved(now: Date) {
  const challenge = await issuePictureChallenge(now);
  return { challenge, code: pictureCodeFor(challenge) };
}

describe("attemptSignIn over an hour of brute force", () => {
  it("lets at most 40 guesses through in an hour on one account, from ever-changing addresses", async () => {
    const start = new Date("2026-11-23T10:00:00Z");
    let admitted = 0;
    for (let i = 0; i < 180; i += 1) {
      const now = new Date(start.getTime() + i * 20_000);
      const outcome = await attemptSignIn({ email: "buyer.de@demo.test", password: `guess${i}`, ...(await solved(now)), clientIp: `10.0.${i}.1`, door: "buyer", now });
      if (outcome.ok || outcome.reason !== "rateLimited") admitted += 1;
    }
    expect(admitted).toBe(4 * FAILURES_PER_EMAIL.limit);
    expect(admitted).toBeLessThan(100);
  });

  it("refuses even the right password and code while blocked, and says when to retry", async () => {
    const now = new Date("2026-11-23T12:05:00Z");
    for (let i = 0; i < FAILURES_PER_EMAIL.limit; i += 1) {
      await attemptSignIn({ email: "buyer.it@demo.test", password: "x", ...(await solved(now)), clientIp: "10.9.9.9", door: "buyer", now });
    }
    const outcome = await attemptSignIn({ email: "buyer.it@demo.test", password: "Demo12345", ...(await solved(now)), clientIp: "10.9.9.10", door: "buyer", now });
    expect(outcome).toEqual({ ok: false, reason: "rateLimited", retryAfterSeconds: 10 * 60 });
    const later = new Date(now.getTime() + 10 * MINUTE);
    const after = await attemptSignIn({ email: "buyer.it@demo.test", password: "Demo12345", ...(await solved(later)), clientIp: "10.9.9.10", door: "buyer", now: later });
    expect(after.ok).toBe(true);
  });
});

describe("attemptSignIn against a lock-out by a third party", () => {
  it("does not count attempts that did not answer the challenge against the account", async () => {
    const now = new Date("2026-11-23T14:01:00Z");
    for (let i = 0; i < 5 * FAILURES_PER_EMAIL.limit; i += 1) {
      const outcome = await attemptSignIn({ email: "buyer.pl@demo.test", password: "x", challenge: "bogus", code: "AAAAA", clientIp: `10.7.${i}.1`, door: "buyer", now });
      expect(outcome).toEqual({ ok: false, reason: "wrongCode" });
    }
    const owner = await attemptSignIn({ email: "buyer.pl@demo.test", password: "Demo12345", ...(await solved(now)), clientIp: "10.8.0.1", door: "buyer", now });
    expect(owner.ok).toBe(true);
  });

  it("counts nothing against an account from an address already over its own limit", async () => {
    const now = new Date("2026-11-23T15:01:00Z");
    for (let i = 0; i < FAILURES_PER_ADDRESS.limit; i += 1) {
      await attemptSignIn({ email: `nobody${i}@example.test`, password: "x", ...(await solved(now)), clientIp: "10.6.6.6", door: "buyer", now });
    }
    for (let i = 0; i < 2 * FAILURES_PER_EMAIL.limit; i += 1) {
      const outcome = await attemptSignIn({ email: "buyer.fr@demo.test", password: "x", ...(await solved(now)), clientIp: "10.6.6.6", door: "buyer", now });
      expect(outcome).toMatchObject({ ok: false, reason: "rateLimited" });
    }
    const owner = await attemptSignIn({ email: "buyer.fr@demo.test", password: "Demo12345", ...(await solved(now)), clientIp: "10.8.0.2", door: "buyer", now });
    expect(owner.ok).toBe(true);
  });

  it("still limits an address that sends wrong challenge answers", async () => {
    const now = new Date("2026-11-23T16:01:00Z");
    for (let i = 0; i < FAILURES_PER_ADDRESS.limit; i += 1) {
      await attemptSignIn({ email: "buyer.nl@demo.test", password: "x", challenge: "bogus", code: "AAAAA", clientIp: "10.5.5.5", door: "buyer", now });
    }
    const next = await attemptSignIn({ email: "buyer.nl@demo.test", password: "Demo12345", ...(await solved(now)), clientIp: "10.5.5.5", door: "buyer", now });
    expect(next).toMatchObject({ ok: false, reason: "rateLimited" });
  });
});
