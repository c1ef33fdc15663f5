import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { accounts, messages } from "~/db/schema";
import { createRequestContext } from "~/services/platform/request-context.server";
import { findViewer, sessionCookie } from "~/services/identity/session.server";
import { issuePictureChallenge, pictureCodeFor } from "~/services/identity/verification.server";
import { latestMail, mailsOf, runJobs } from "~tests/support/mail";
import { accountId, contextFor, getRequest, postForm, sessionCookieFor, settle } from "~tests/support/requests";
import { loader as pictureLoader } from "../login_.code[.png]";
import type { SignInActionData } from "./sign-in.server";
import { action, loader } from "./route";

let addressCounter = 0;
/** Each test signs in from an address of its own, so the per-address limit of one does not touch another. */
function freshContext() {
  addressCounter += 1;
  return createRequestContext({ host: "localhost:3000", url: "/", cspNonce: "n", clientIp: `198.51.100.${addressCounter}` });
}

async function submit(fields: Record<string, string>, { context = freshContext(), cookie }: { context?: ReturnType<typeof freshContext>; cookie?: string } = {}) {
  const reply = await settle(() => action({ request: postForm("/login", fields, { cookie }), context, params: {} }));
  return { ...reply, context, body: reply.data as SignInActionData };
}

/** A valid answer to a new picture challenge. */
async function answered(fields: Record<string, string>) {
  const challenge = await issuePictureChallenge();
  return { challenge, code: pictureCodeFor(challenge), ...fields };
}

const errorsOf = (body: SignInActionData) => body.result.error ?? {};

async function tokenFrom(setCookie: string | null): Promise<string> {
  const token: unknown = await sessionCookie(getRequest("/")).parse(setCookie?.split(/,(?=\s*\w+=)/)[0] ?? null);
  if (typeof token !== "string") throw new Error("no session cookie");
  return token;
}

describe("GET /login", () => {
  it("shows the form with a translated title and a 32-character challenge whose picture is a PNG", async () => {
    const reply = await settle(() => loader({ request: getRequest("/login"), context: contextFor(), params: {} }));
    expect(reply.status).toBe(200);
    const data = reply.data as { title: string; challenge: string };
    expect(data.title).toBe("Sign in – Aigostar");
    expect(data.challenge).toMatch(/^[A-Za-z0-9]{32}$/);
    const picture = await pictureLoader({ request: getRequest(`/login/code.png?key=${data.challenge}`), context: contextFor(), params: {} });
    expect(picture.status).toBe(200);
    expect(picture.headers.get("Content-Type")).toBe("image/png");
    expect(picture.headers.get("Cache-Control")).toBe("no-store");
    expect(Buffer.from(await picture.arrayBuffer()).subarray(1, 4).toString("ascii")).toBe("PNG");
  });

  it("gives a new challenge on every visit", async () => {
    const first = await settle(() => loader({ request: getRequest("/login"), context: contextFor(), params: {} }));
    const second = await settle(() => loader({ request: getRequest("/login"), context: contextFor(), params: {} }));
    expect((first.data as { challenge: string }).challenge).not.toBe((second.data as { challenge: string }).challenge);
  });

  it("has no picture for an unknown or malformed key", async () => {
    for (const key of ["x".repeat(32), "../../etc/passwd", ""]) {
      const picture = await pictureLoader({ request: getRequest(`/login/code.png?key=${encodeURIComponent(key)}`), context: contextFor(), params: {} });
      expect(picture.status, key).toBe(404);
    }
  });

  it("sends a signed-in visitor on to the safe redirectTo", async () => {
    const cookie = await sessionCookieFor("buyer.de@demo.test");
    const reply = await settle(() => loader({ request: getRequest("/login?redirectTo=%2Fcart", { cookie }), context: contextFor(), params: {} }));
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/cart");
  });

  it.each(["/.//evil.example/phish", "/..//evil.example/phish", "/a/..//evil.example/phish", "/%2e%2e//evil.example"])(
    "sends a signed-in visitor home, not off the site, for redirectTo %s",
    async (redirectTo) => {
      const cookie = await sessionCookieFor("buyer.de@demo.test");
      const reply = await settle(() => loader({ request: getRequest(`/login?${new URLSearchParams({ redirectTo })}`, { cookie }), context: contextFor(), params: {} }));
      expect(reply.status).toBe(302);
      expect(reply.headers.get("Location")).toBe("/");
    },
  );
});

describe("POST /login with bad input", () => {
  it("rejects empty fields with 400 and a message per field", async () => {
    const reply = await submit({ email: "", password: "", code: "" });
    expect(reply.status).toBe(400);
    expect(errorsOf(reply.body).email).toEqual(["validation.email.required"]);
    expect(errorsOf(reply.body).password).toEqual(["validation.password.required"]);
    expect(errorsOf(reply.body).code).toEqual(["validation.code.required"]);
    expect(reply.context.formFailed).toBe(true);
  });

  it("rejects missing fields the same way", async () => {
    const reply = await submit({});
    expect(reply.status).toBe(400);
    expect(Object.keys(errorsOf(reply.body)).sort()).toEqual(["code", "email", "password"]);
  });

  it("keeps the typed email and never echoes the password or the code", async () => {
    const reply = await submit({ email: "not-an-email", password: "secret123", code: "ABCDE" });
    expect(reply.status).toBe(400);
    expect(errorsOf(reply.body).email).toEqual(["validation.email.invalid"]);
    expect(reply.body.result.initialValue?.email).toBe("not-an-email");
    expect(JSON.stringify(reply.body)).not.toContain("secret123");
    expect(JSON.stringify(reply.body)).not.toContain("ABCDE");
  });

  it("answers huge values with field messages, not a 500", async () => {
    const reply = await submit({ email: `${"a".repeat(5000)}@demo.test`, password: "p".repeat(10_000), code: "C".repeat(10_000), challenge: "k".repeat(10_000) });
    expect(reply.status).toBe(400);
    expect(errorsOf(reply.body).email).toEqual(["validation.email.tooLong"]);
    expect(errorsOf(reply.body).password).toEqual(["validation.password.tooLong"]);
    expect(errorsOf(reply.body).code).toEqual(["validation.code.tooLong"]);
  });

  it("treats hostile strings as a wrong code", async () => {
    const reply = await submit({ email: "buyer.gb@demo.test", password: "Demo12345", code: "'; drop table accounts; --", challenge: "<script>alert(1)</script>" });
    expect(reply.status).toBe(400);
    expect(errorsOf(reply.body).code).toEqual(["login.wrongCode"]);
    expect(reply.body.result.initialValue?.email).toBe("buyer.gb@demo.test");
  });

  it("answers an unknown intent as a sign-in", async () => {
    const reply = await submit({ intent: "bogus", email: "", password: "", code: "" });
    expect(reply.status).toBe(400);
    expect(errorsOf(reply.body).email).toEqual(["validation.email.required"]);
  });
});

describe("POST /login: the verification code", () => {
  it("refuses a wrong code with a field message and a new challenge", async () => {
    const challenge = await issuePictureChallenge();
    const wrong = pictureCodeFor(challenge) === "AAAAA" ? "CCCCC" : "AAAAA";
    const reply = await submit({ email: "buyer.gb@demo.test", password: "Demo12345", challenge, code: wrong });
    expect(reply.status).toBe(400);
    expect(errorsOf(reply.body).code).toEqual(["login.wrongCode"]);
    expect(reply.body.challenge).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(reply.body.challenge).not.toBe(challenge);
    expect(reply.headers.get("Set-Cookie")).toBeNull();
  });

  it("uses a challenge up after one answer, even a wrong one", async () => {
    const challenge = await issuePictureChallenge();
    await submit({ email: "buyer.gb@demo.test", password: "Demo12345", challenge, code: "WRONG" });
    const retry = await submit({ email: "buyer.gb@demo.test", password: "Demo12345", challenge, code: pictureCodeFor(challenge) });
    expect(retry.status).toBe(400);
    expect(errorsOf(retry.body).code).toEqual(["login.wrongCode"]);
  });

  it("refuses a reused code after a successful sign-in", async () => {
    const fields = await answered({ email: "buyer.gb@demo.test", password: "Demo12345" });
    expect((await submit(fields)).status).toBe(302);
    const again = await submit(fields);
    expect(again.status).toBe(400);
    expect(errorsOf(again.body).code).toEqual(["login.wrongCode"]);
  });

  it("refuses an expired code", async () => {
    const challenge = await issuePictureChallenge(new Date(Date.now() - 11 * 60 * 1000));
    const reply = await submit({ email: "buyer.gb@demo.test", password: "Demo12345", challenge, code: pictureCodeFor(challenge) });
    expect(reply.status).toBe(400);
    expect(errorsOf(reply.body).code).toEqual(["login.wrongCode"]);
  });

  it("ignores case and spaces in the code", async () => {
    const challenge = await issuePictureChallenge();
    const code = pictureCodeFor(challenge);
    const typed = ` ${code.slice(0, 2).toLowerCase()} ${code.slice(2).toLowerCase()} `;
    const reply = await submit({ email: "buyer.gb@demo.test", password: "Demo12345", challenge, code: typed });
    expect(reply.status).toBe(302);
  });

  it("accepts VERIFICATION_TEST_CODE for any challenge, but still only once", async () => {
    expect(process.env.VERIFICATION_TEST_CODE).toBe("TEST4242");
    const challenge = await issuePictureChallenge();
    expect((await submit({ email: "buyer.gb@demo.test", password: "Demo12345", challenge, code: "test4242" })).status).toBe(302);
    const reused = await submit({ email: "buyer.gb@demo.test", password: "Demo12345", challenge, code: "TEST4242" });
    expect(reused.status).toBe(400);
  });

  it("gives a new picture on request, keeping the email but not the password", async () => {
    const challenge = await issuePictureChallenge();
    const reply = await submit({ intent: "newPicture", email: "someone@demo.test", password: "secret123", challenge });
    expect(reply.status).toBe(200);
    expect(reply.body.challenge).not.toBe(challenge);
    expect(reply.body.result.initialValue?.email).toBe("someone@demo.test");
    expect(JSON.stringify(reply.body)).not.toContain("secret123");
  });
});

describe("POST /login: the code by email (the accessible alternative)", () => {
  /** The code as the mail carried it, and the message-log entry of the same mail. */
  async function lastLoginCodeMail(email: string) {
    const id = await accountId(email);
    const mail = await latestMail(id, "loginCode");
    const [logged] = await mailsOf(id, "loginCode");
    return { ...mail, logged: logged! };
  }

  it("mails a code that signs in when pasted, and only for that account", async () => {
    const reply = await submit({ intent: "emailCode", email: "Buyer.PT@demo.test", password: "typed-already" });
    expect(reply.status).toBe(200);
    expect(reply.body.emailed).toBe(true);
    expect(reply.body.codeSentTo).toBe("Buyer.PT@demo.test");
    expect(reply.body.result.initialValue?.email).toBe("Buyer.PT@demo.test");
    expect(JSON.stringify(reply.body)).not.toContain("typed-already");
    const mail = await lastLoginCodeMail("buyer.pt@demo.test");
    const code = /\n\n([A-Z0-9]{8})\n\n/.exec(mail.text)?.[1];
    expect(code).toBeDefined();
    expect(mail.subject).toContain(code);
    // The message log (which a salesman acting for the account can read) never holds the code.
    expect(mail.logged.subject).not.toContain(code);
    expect(mail.logged.body).not.toContain(code);
    expect(mail.logged.body).toContain("[código enviado por e-mail, válido até ");

    // An emailed code has no picture.
    const picture = await pictureLoader({ request: getRequest(`/login/code.png?key=${reply.body.challenge}`), context: contextFor(), params: {} });
    expect(picture.status).toBe(404);

    const signIn = await submit({ email: "buyer.pt@demo.test", password: "Demo12345", challenge: reply.body.challenge, code: ` ${code!.toLowerCase()} ` });
    expect(signIn.status).toBe(302);
  });

  it("does not accept the mailed code for another account", async () => {
    const reply = await submit({ intent: "emailCode", email: "buyer.pt@demo.test" });
    const mail = await lastLoginCodeMail("buyer.pt@demo.test");
    const code = /\n\n([A-Z0-9]{8})\n\n/.exec(mail.text)?.[1] ?? "";
    const other = await submit({ email: "buyer.gb@demo.test", password: "Demo12345", challenge: reply.body.challenge, code });
    expect(other.status).toBe(400);
    expect(errorsOf(other.body).code).toEqual(["login.wrongCode"]);
  });

  it("answers an unknown email exactly like a known one, and sends nothing", async () => {
    const before = await db().select({ n: sql<number>`count(*)::int` }).from(messages);
    const unknown = await submit({ intent: "emailCode", email: "nobody.here@demo.test" });
    await runJobs();
    const after = await db().select({ n: sql<number>`count(*)::int` }).from(messages);
    expect(unknown.status).toBe(200);
    expect(unknown.body.emailed).toBe(true);
    expect(unknown.body.codeSentTo).toBe("nobody.here@demo.test");
    expect(unknown.body.challenge).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(after[0]!.n).toBe(before[0]!.n);
    const known = await submit({ intent: "emailCode", email: "buyer.mx@demo.test" });
    expect(Object.keys(known.body).sort()).toEqual(Object.keys(unknown.body).sort());
    expect(known.body.result.error).toEqual(unknown.body.result.error);
  });

  it("needs a valid email", async () => {
    const reply = await submit({ intent: "emailCode", email: "nope" });
    expect(reply.status).toBe(400);
    expect(errorsOf(reply.body).email).toEqual(["validation.email.invalid"]);
  });

  it("limits how many codes one email gets", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await submit({ intent: "emailCode", email: "limited.codes@demo.test" })).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});

describe("POST /login: credentials and accounts", () => {
  it("answers a wrong password and an unknown email with the same generic message", async () => {
    const wrong = await submit(await answered({ email: "buyer.es@demo.test", password: "Wrong12345" }));
    const unknown = await submit(await answered({ email: "nobody@demo.test", password: "Wrong12345" }));
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(errorsOf(wrong.body)).toEqual(errorsOf(unknown.body));
    expect(errorsOf(wrong.body)[""]).toEqual(["login.invalidCredentials"]);
    expect(wrong.body.challenge).not.toBe(unknown.body.challenge);
  });

  it("signs in, sets a session cookie and goes to the safe redirectTo", async () => {
    const reply = await submit(await answered({ email: "Buyer.ES@demo.test", password: "Demo12345", redirectTo: "/noblezaHome?x=1", keepAccount: "on" }));
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/noblezaHome?x=1");
    const setCookie = reply.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/keep_account=/);
    const viewer = await findViewer(await tokenFrom(setCookie));
    expect(viewer?.email).toBe("buyer.es@demo.test");
  });

  it.each(["https://evil.example/", "//evil.example", "/\\evil.example", "/.//evil.example/phish", "/a/..//evil.example"])("refuses redirectTo %s and goes home instead", async (redirectTo) => {
    const reply = await submit(await answered({ email: "buyer.es@demo.test", password: "Demo12345", redirectTo }));
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/");
  });

  it("rotates the session: a new token, and the one sent along is deleted", async () => {
    const before = await sessionCookieFor("buyer.it@demo.test");
    const oldToken = await tokenFrom(before);
    expect(await findViewer(oldToken)).not.toBeNull();
    const reply = await submit(await answered({ email: "buyer.it@demo.test", password: "Demo12345" }), { cookie: before });
    expect(reply.status).toBe(302);
    const newToken = await tokenFrom(reply.headers.get("Set-Cookie"));
    expect(newToken).not.toBe(oldToken);
    expect(await findViewer(oldToken)).toBeNull();
    expect((await findViewer(newToken))?.email).toBe("buyer.it@demo.test");
  });

  it("refuses an unconfirmed account after a correct password and points to /confirmEmail", async () => {
    const id = await accountId("buyer.nl@demo.test");
    await db().update(accounts).set({ emailVerifiedAt: null }).where(eq(accounts.id, id));
    try {
      const reply = await submit(await answered({ email: "buyer.nl@demo.test", password: "Demo12345" }));
      expect(reply.status).toBe(400);
      expect(errorsOf(reply.body)[""]).toEqual(["login.unconfirmed"]);
      expect(reply.body.next).toBe("confirmEmail");
      expect(reply.headers.get("Set-Cookie")).toBeNull();
      const wrong = await submit(await answered({ email: "buyer.nl@demo.test", password: "Wrong12345" }));
      expect(errorsOf(wrong.body)[""]).toEqual(["login.invalidCredentials"]);
    } finally {
      await db().update(accounts).set({ emailVerifiedAt: new Date() }).where(eq(accounts.id, id));
    }
  });

  it.each(["sales@demo.test", "service@demo.test", "admin@demo.test"])("sends an office account (%s) to the office sign-in", async (email) => {
    const reply = await submit(await answered({ email, password: "Demo12345" }));
    expect(reply.status).toBe(400);
    expect(errorsOf(reply.body)[""]).toEqual(["login.officeAccount"]);
    expect(reply.body.next).toBe("salesmanLogin");
    expect(reply.headers.get("Set-Cookie")).toBeNull();
  });
});

describe("POST /login: rate limits", () => {
  it("blocks brute force on one account long before 100 attempts, with 429 and no password check", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      // A new address each time: only the per-account limit can stop this.
      statuses.push((await submit(await answered({ email: "buyer.fr@demo.test", password: `Guess${i}xx` }))).status);
    }
    expect(statuses.filter((status) => status === 400).length).toBe(10);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);

    // Even the right password is not looked at while blocked.
    const blocked = await submit(await answered({ email: "buyer.fr@demo.test", password: "Demo12345" }));
    expect(blocked.status).toBe(429);
    expect(errorsOf(blocked.body)[""]).toEqual(["login.rateLimited"]);
    expect(blocked.body.retryMinutes).toBeGreaterThanOrEqual(1);
    expect(blocked.body.retryMinutes).toBeLessThanOrEqual(15);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(blocked.headers.get("Set-Cookie")).toBeNull();
    expect(blocked.context.formFailed).toBe(true);
  });

  it("counts failures for emails without an account the same way", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await submit(await answered({ email: "ghost@demo.test", password: "Guess123" }))).status);
    expect(statuses).toEqual([...Array(10).fill(400), 429, 429]);
  });

  it("does not count wrong codes against the account: a stranger cannot lock it out", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 15; i += 1) statuses.push((await submit({ email: "buyer.de@demo.test", password: "x", code: "WRONG", challenge: "y".repeat(32) })).status);
    expect(statuses).toEqual(Array(15).fill(400));
    expect((await submit(await answered({ email: "buyer.de@demo.test", password: "Demo12345" }))).status).toBe(302);
  });

  it("limits failures per address across many emails", async () => {
    const context = freshContext();
    const statuses: number[] = [];
    for (let i = 0; i < 52; i += 1) {
      statuses.push((await submit({ email: `spray${i}@demo.test`, password: "x", code: "WRONG", challenge: "y".repeat(32) }, { context })).status);
    }
    expect(statuses.slice(0, 50).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(50)).toEqual([429, 429]);
  });

  it("does not wipe earlier failures when the account then signs in", async () => {
    const email = "buyer.mx@demo.test";
    for (let i = 0; i < 9; i += 1) expect((await submit(await answered({ email, password: "Wrong12345" }))).status).toBe(400);
    expect((await submit(await answered({ email, password: "Demo12345" }))).status).toBe(302);
    expect((await submit(await answered({ email, password: "Wrong12345" }))).status).toBe(400);
    expect((await submit(await answered({ email, password: "Demo12345" }))).status).toBe(429);
  });

});
