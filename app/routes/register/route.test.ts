import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { accounts, companies, emailTokens } from "~/db/schema";
import { hit, rateLimitKey } from "~/services/platform/rate-limit.server";
import { latestLink, latestMail, mailsOf, runJobs } from "~tests/support/mail";
import { ORIGIN, accountId, contextFor, getRequest, postForm, settle } from "~tests/support/requests";
import { action, loader } from "./route";

type Reply = { error: Record<string, string[]> | null; initialValue: Record<string, unknown> };

const valid = (overrides: Record<string, string> = {}) => ({
  companyName: "Ferretería Nueva S.L.",
  fullName: "Ana López",
  email: `ana.${Math.random().toString(36).slice(2)}@example.com`,
  newPassword: "Start2026",
  confirmPassword: "Start2026",
  country: "ES",
  telephone: "961 000 111",
  ...overrides,
});

async function submit(fields: Record<string, string>, context = contextFor(), request = postForm("/register", fields)) {
  const reply = await settle(() => action({ request, context, params: {} }));
  return { ...reply, context };
}

async function accountByEmail(email: string) {
  const [row] = await db()
    .select({ id: accounts.id, companyId: accounts.companyId, emailVerifiedAt: accounts.emailVerifiedAt, telephone: accounts.telephone, language: accounts.language, passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(sql`lower(${accounts.email}) = ${email.toLowerCase()}`);
  return row;
}

describe("GET /register", () => {
  it("lists the countries with their dialling codes", async () => {
    const reply = await settle(() => loader({ request: getRequest("/register"), context: contextFor(), params: {} }));
    expect(reply.status).toBe(200);
    const data = reply.data as { title: string; countries: { value: string; label: string }[] };
    expect(data.title).toBe("Open a trade account – Aigostar");
    expect(data.countries).toContainEqual({ value: "ES", label: "Spain (+34)" });
  });

  it("names the countries in the page's language", async () => {
    const reply = await settle(() => loader({ request: getRequest("/register", { headers: { "Accept-Language": "de-DE" } }), context: contextFor(), params: {} }));
    expect((reply.data as { countries: { value: string; label: string }[] }).countries).toContainEqual({ value: "ES", label: "Spanien (+34)" });
  });

  it("shows the Chinese country names on Chinese pages", async () => {
    const reply = await settle(() => loader({ request: getRequest("/register", { headers: { "Accept-Language": "zh-CN" } }), context: contextFor(), params: {} }));
    expect((reply.data as { countries: { value: string; label: string }[] }).countries).toContainEqual({ value: "ES", label: "西班牙 (+34)" });
  });
});

describe("POST /register with bad input", () => {
  it("answers an empty form with 400 and a message per field", async () => {
    const reply = await submit({});
    expect(reply.status).toBe(400);
    expect(reply.context.formFailed).toBe(true);
    const { error } = reply.data as Reply;
    expect(error).toMatchObject({
      companyName: ["register:field.companyName.required"],
      fullName: ["register:field.fullName.required"],
      email: ["validation.email.required"],
      newPassword: ["password:rule.required"],
      confirmPassword: ["password:rule.confirmRequired"],
      country: ["register:field.country.required"],
      telephone: ["register:field.telephone.required"],
    });
  });

  it.each([
    [{ email: "not-an-email" }, "email", "validation.email.invalid"],
    [{ email: `${"a".repeat(250)}@example.com` }, "email", "validation.email.tooLong"],
    [{ newPassword: "short1", confirmPassword: "short1" }, "newPassword", "password:rule.tooShort"],
    [{ newPassword: "onlyletters", confirmPassword: "onlyletters" }, "newPassword", "password:rule.needsDigit"],
    [{ newPassword: "x1".repeat(5000), confirmPassword: "x1".repeat(5000) }, "newPassword", "password:rule.tooLong"],
    [{ confirmPassword: "Start2027" }, "confirmPassword", "password:rule.mismatch"],
    [{ country: "XX" }, "country", "register:field.country.required"],
    [{ country: "<script>alert(1)</script>" }, "country", "register:field.country.required"],
    [{ telephone: "call me maybe" }, "telephone", "register:field.telephone.invalid"],
    [{ companyName: "x".repeat(100_000) }, "companyName", "register:field.companyName.tooLong"],
    [{ fullName: "Ana\u0000López" }, "fullName", "register:field.fullName.invalid"],
  ].map(([overrides, field, message]) => ({ overrides: overrides as Record<string, string>, field: field as string, message: message as string, label: JSON.stringify(overrides).slice(0, 60) })))(
    "$label → 400 with $field: $message, input kept, no password echo",
    async ({ overrides, field, message }) => {
    const fields = valid(overrides);
    const reply = await submit(fields);
    expect(reply.status).toBe(400);
    const result = reply.data as Reply;
    expect(result.error?.[field]).toEqual([message]);
    expect(result.initialValue.companyName).toBe(fields.companyName);
    expect(result.initialValue.email).toBe(fields.email);
    expect(result.initialValue.newPassword).toBeUndefined();
    expect(result.initialValue.confirmPassword).toBeUndefined();
    expect(JSON.stringify(reply.data)).not.toContain("Start202");
    expect(await accountByEmail(fields.email)).toBeUndefined();
    },
  );

});

describe("POST /register", () => {
  it("opens an unofficial company and an unconfirmed buyer, and mails a one-time link", async () => {
    const fields = valid({ country: "PL", telephone: " 22  654 32 10 " });
    const reply = await submit(fields);
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/successEmail");

    // The account is opened by the registration job (decision 0080).
    await runJobs();
    const account = await accountByEmail(fields.email);
    expect(account).toBeDefined();
    expect(account!.emailVerifiedAt).toBeNull();
    expect(account!.telephone).toBe("+48 22 654 32 10");
    expect(account!.passwordHash).toMatch(/^\$argon2id\$/);
    const [company] = await db().select().from(companies).where(eq(companies.id, account!.companyId!));
    expect(company).toMatchObject({ name: fields.companyName, official: false, currency: "PLN", allowedLanguages: ["pl", "en"] });
    expect(company!.countryCode.trim()).toBe("PL");

    const mails = await mailsOf(account!.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "confirmEmail", toEmail: fields.email });
    const { link, token } = await latestLink(account!.id, "confirmEmail");
    expect(link.startsWith(`${ORIGIN}/confirmEmail?token=`)).toBe(true);
    // The message log keeps the mail without its link (decision 0079).
    expect(mails[0]!.body).not.toContain(token);
    expect(mails[0]!.body).toMatch(/\[link sent by email, valid until .+\]/);
    // Only a hash of the token is stored.
    const stored = await db().select({ hash: emailTokens.tokenHash, purpose: emailTokens.purpose }).from(emailTokens).where(eq(emailTokens.accountId, account!.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.purpose).toBe("confirm_email");
    expect(stored[0]!.hash).not.toContain(token);
  });

  it("puts the brand's configured host in the link, never the Host header the request came with", async () => {
    const fields = valid();
    const request = new Request("http://nobleza.evil.example/register", {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Host: "nobleza.evil.example" },
    });
    const reply = await submit(fields, contextFor("nobleza.evil.example"), request);
    expect(reply.status).toBe(302);
    await runJobs();
    const account = await accountByEmail(fields.email);
    const { link } = await latestLink(account!.id, "confirmEmail");
    expect(link.startsWith("http://nobleza.localhost:3000/confirmEmail?token=")).toBe(true);
    const [mail] = await mailsOf(account!.id);
    expect(mail!.subject).toContain("Nobleza");
  });

  it("answers an email that already has an account exactly like a new one, and tells its owner by mail", async () => {
    const id = await accountId("buyer.es@demo.test");
    const before = await mailsOf(id);
    const known = await submit(valid({ email: "Buyer.ES@demo.test", companyName: "Intruso S.L." }));
    const fresh = await submit(valid());
    expect(known.status).toBe(302);
    expect(known.headers.get("Location")).toBe(fresh.headers.get("Location"));
    expect(known.data).toEqual(fresh.data);
    await runJobs();
    const [attempt, ...rest] = await mailsOf(id);
    expect(rest).toHaveLength(before.length);
    expect(attempt).toMatchObject({ kind: "registrationAttempt", toEmail: "buyer.es@demo.test" });
    const mail = await latestMail(id, "registrationAttempt");
    expect(mail.text).toContain(`${ORIGIN}/login`);
    expect(mail.text).toContain(`${ORIGIN}/forget`);
    // Nothing of the stranger's form reached the account.
    const [company] = await db().select({ name: companies.name }).from(companies).innerJoin(accounts, eq(accounts.companyId, companies.id)).where(eq(accounts.id, id));
    expect(company!.name).not.toBe("Intruso S.L.");
  });

  it("sends a new confirmation link when the known address was never confirmed", async () => {
    const fields = valid();
    await submit(fields);
    await runJobs();
    const account = await accountByEmail(fields.email);
    const first = await latestLink(account!.id, "confirmEmail");
    await submit(valid({ email: fields.email.toUpperCase() }));
    await runJobs();
    const second = await latestLink(account!.id, "confirmEmail");
    expect(second.token).not.toBe(first.token);
    expect((await mailsOf(account!.id)).map((mail) => mail.kind)).toEqual(["confirmEmail", "confirmEmail"]);
  });

  it("gives a filled-in honeypot the usual answer and creates nothing", async () => {
    const fields = valid({ website: "http://spam.example" });
    const reply = await submit(fields);
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/successEmail");
    expect(await accountByEmail(fields.email)).toBeUndefined();
  });

  it("limits registrations per client address", async () => {
    const context = { ...contextFor(), clientIp: "198.51.100.23" };
    for (let i = 0; i < 10; i++) await hit(rateLimitKey("register", context.clientIp), { limit: 10, windowSeconds: 3600 });
    const fields = valid();
    const reply = await submit(fields, context);
    expect(reply.status).toBe(429);
    expect((reply.data as Reply).error?.[""]).toEqual(["register:rateLimited"]);
    expect(await accountByEmail(fields.email)).toBeUndefined();
  });
});
