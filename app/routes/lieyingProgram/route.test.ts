import { and, desc, eq, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditEvents, companies, falconApplications, orders } from "~/db/schema";
import { formatMoney } from "~/domain/money";
import { decideFalconApplication, purchasesThisYear } from "~/services/falcon/programme.server";
import { accountId, contextFor, getRequest, postForm, refusal, salesmanActingFor, sessionCookieFor, settle } from "~tests/support/requests";
import { action, loader } from "./route";

// /lieyingProgram (decision 0114) through its real loader and action: the terms for everyone, the
// standing and the application for a buyer (or a salesman acting for one), the form's refusals
// with what was typed kept, one application per account and brand, resubmission after a refusal.

const PAGE = "/lieyingProgram";
type Page = Awaited<ReturnType<typeof loader>>;

async function page(cookie?: string, host?: string) {
  const answer = await settle(() => loader({ request: getRequest(PAGE, { cookie }), context: contextFor(host), params: {} }));
  return { status: answer.status, body: answer.data as Page };
}

async function post(fields: Record<string, string | string[]>, cookie?: string) {
  const context = contextFor();
  return { ...(await settle(() => action({ request: postForm(PAGE, fields, { cookie }), context, params: {} }))), context };
}

const VALID = { intent: "submit", channels: ["retail", "shop"], regions: "Nederland, Vlaanderen", brandSharePct: "40", yearlyTarget: "60.000,50", levelAsked: "falcon", note: "Twee winkels\nin Utrecht" };

const rowOf = async (email: string, brandKey = "aigostar") =>
  (await db().select().from(falconApplications).where(and(eq(falconApplications.accountId, await accountId(email)), eq(falconApplications.brandKey, brandKey))))[0];

describe("GET /lieyingProgram", () => {
  it("shows anyone the levels with their needs in the brand's currency and a sign-in link, no standing and no form", async () => {
    const { status, body } = await page();
    expect(status).toBe(200);
    expect(body).toMatchObject({ reader: "anonymous", currency: "EUR", standing: null, application: null, intent: null, title: "Falcon partner programme – Aigostar" });
    expect(body.levels.map((row) => [row.level, row.need, row.rate])).toEqual([
      ["falcon", "€50,000.00", "1%"],
      ["silver", "€150,000.00", "2%"],
      ["golden", "€400,000.00", "3%"],
    ]);
    expect(body.levels[2]!.benefits).toEqual(["rate", "marketing", "priority", "images", "manager"]);
    // The Mexican brand's terms are in pesos.
    expect((await page(undefined, "mx.localhost:3000")).body.levels[0]!.need).toBe("1.000.000,00\u00a0MX$");
  });

  it("shows a buyer his purchases of this brand this year (orders not cancelled, his currency), his level, the next level's gap and the form", async () => {
    const email = "buyer.gb@demo.test";
    const id = await accountId(email);
    const { body } = await page(await sessionCookieFor(email));
    const expected = await purchasesThisYear(id, "aigostar", "GBP");
    expect(expected).toBeGreaterThan(0);
    expect(body).toMatchObject({ reader: "buyer", currency: "GBP", intent: "submit", application: null });
    expect(body.standing).toMatchObject({ purchases: formatMoney(expected, "GBP", "en"), level: null, next: { level: "falcon", need: "£43,000.00", left: formatMoney(4_300_000 - expected, "GBP", "en") } });
    expect(body.levels[0]!.need).toBe("£43,000.00");
  });

  it("counts the near-level demo account at 92 % of the first level", async () => {
    const { body } = await page(await sessionCookieFor("buyer.nl@demo.test"));
    expect(body.standing!.level).toBeNull();
    expect(body.standing!.next).toMatchObject({ level: "falcon", percent: expect.any(Number) });
    expect(body.standing!.next!.percent).toBeGreaterThanOrEqual(91);
    expect(body.standing!.next!.percent).toBeLessThanOrEqual(93);
  });

  it("leaves out cancelled orders, other brands' orders, other currencies and last year's", async () => {
    const id = await accountId("buyer.pt@demo.test");
    const before = await purchasesThisYear(id, "aigostar", "EUR");
    const mine = await db().select({ id: orders.id, total: orders.totalMinor, status: orders.status }).from(orders).where(and(eq(orders.accountId, id), ne(orders.status, "cancelled"))).orderBy(desc(orders.createdAt));
    const [first, second, third, fourth] = mine;
    await db().update(orders).set({ status: "cancelled", cancelReason: "betterPrice", cancelledAt: new Date() }).where(eq(orders.id, first!.id));
    await db().update(orders).set({ brandKey: "nobleza" }).where(eq(orders.id, second!.id));
    await db().update(orders).set({ currency: "GBP" }).where(eq(orders.id, third!.id));
    await db().update(orders).set({ createdAt: new Date(Date.UTC(new Date().getUTCFullYear() - 1, 11, 31, 23, 59)) }).where(eq(orders.id, fourth!.id));
    const after = await purchasesThisYear(id, "aigostar", "EUR");
    expect(after).toBe(before - first!.total - second!.total - third!.total - fourth!.total);
    const { body } = await page(await sessionCookieFor("buyer.pt@demo.test"));
    expect(body.standing!.purchases).toBe(formatMoney(after, "EUR", "pt"));
    expect(await purchasesThisYear(id, "nobleza", "EUR")).toBe(second!.total);
  });

  it("shows each demo state: submitted, under review, approved with its level, refused with the reason and the form to apply again", async () => {
    const states = await Promise.all(["buyer.fr", "buyer.it", "buyer.de", "buyer.pl"].map(async (name) => (await page(await sessionCookieFor(`${name}@demo.test`))).body));
    expect(states.map((body) => [body.application?.status, body.intent])).toEqual([
      ["submitted", null],
      ["review", null],
      ["approved", null],
      ["refused", "resubmit"],
    ]);
    expect(states[2]!.application).toMatchObject({ levelGranted: "silver", reason: null });
    expect(states[3]!.application!.reason).toContain("Golden Falcon");
    expect(states[3]!.application!.answers).toMatchObject({ yearlyTarget: expect.stringMatching(/^2\s000\s000,00\szł$/), yearlyTargetTyped: "2000000.00" });
  });

  it("shows staff the terms only (no standing, no form), and an account not approved its standing without a form", async () => {
    const staff = (await page(await sessionCookieFor("service@demo.test"))).body;
    expect(staff).toMatchObject({ reader: "staff", standing: null, intent: null });
    expect(staff.clientPicker).toBe("/salesman/clients?redirectTo=%2FlieyingProgram");
    const unofficial = (await page(await sessionCookieFor("unofficial@demo.test"))).body;
    expect(unofficial).toMatchObject({ reader: "unofficial", intent: null });
    expect(unofficial.standing).not.toBeNull();
  });
});

describe("POST /lieyingProgram", () => {
  it("saves a valid application once (the target read in the account's currency), audited; a second submit is refused with 409", async () => {
    const email = "buyer.nl@demo.test";
    const cookie = await sessionCookieFor(email);
    const saved = await post(VALID, cookie);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/lieyingProgram?notice=submitted");
    expect(await rowOf(email)).toMatchObject({ status: "submitted", channels: ["shop", "retail"], regions: "Nederland, Vlaanderen", brandSharePct: 40, yearlyTargetMinor: 6_000_050, currency: "EUR", levelAsked: "falcon", note: "Twee winkels\nin Utrecht", revision: 1 });
    const again = await post(VALID, cookie);
    expect(again.status).toBe(409);
    expect(refusal(again.data).errors[""]).toEqual([{ key: "falcon:problems.exists" }]);
    // Resubmitting is for a refused application only.
    const early = await post({ ...VALID, intent: "resubmit" }, cookie);
    expect(early.status).toBe(409);
    expect(refusal(early.data).errors[""]).toEqual([{ key: "falcon:problems.notRefused" }]);
    const { body } = await page(cookie);
    expect(body).toMatchObject({ intent: null, application: { status: "submitted", answers: { yearlyTarget: expect.stringMatching(/^€\s60\.000,50$/) } } });
    const [event] = await db().select().from(auditEvents).where(and(eq(auditEvents.entity, "falcon_application"), eq(auditEvents.action, "falcon.submit"), eq(auditEvents.accountId, await accountId(email))));
    expect(event).toMatchObject({ actorId: await accountId(email), details: { brand: "aigostar", revision: 1 } });
  });

  it("is one per account and brand: the same account applies on another brand's host", async () => {
    const cookie = await sessionCookieFor("buyer.fr@demo.test");
    const context = contextFor("nobleza.localhost:3000");
    const answer = await settle(() => action({ request: postForm(PAGE, VALID, { cookie }), context, params: {} }));
    expect(answer.status).toBe(302);
    expect(await rowOf("buyer.fr@demo.test", "nobleza")).toMatchObject({ status: "submitted" });
    expect(await rowOf("buyer.fr@demo.test")).toMatchObject({ status: "submitted", levelAsked: "falcon", yearlyTargetMinor: 6_000_000 });
  });

  it.each([
    ["nothing", { intent: "submit" }, { channels: "falcon:errors.channels.choose", regions: "falcon:errors.regions.required", brandSharePct: "falcon:errors.brandSharePct.required", yearlyTarget: "falcon:errors.yearlyTarget.required", levelAsked: "falcon:errors.levelAsked.choose" }],
    ["crafted values", { ...VALID, channels: ["shop", "telepathy"], brandSharePct: "101", yearlyTarget: "-5", levelAsked: "platinum" }, { channels: "falcon:errors.channels.choose", brandSharePct: "falcon:errors.brandSharePct.range", yearlyTarget: "falcon:errors.yearlyTarget.invalid", levelAsked: "falcon:errors.levelAsked.choose" }],
    ["too long texts", { ...VALID, regions: "r".repeat(501), note: "n".repeat(1001), yearlyTarget: "9".repeat(40) }, { regions: "falcon:errors.regions.tooLong", note: "falcon:errors.note.tooLong", yearlyTarget: "falcon:errors.yearlyTarget.invalid" }],
    ["control characters and a zero target", { ...VALID, regions: "Nord\u0000", note: "a\u0007b", yearlyTarget: "0", brandSharePct: "4.5" }, { regions: "falcon:errors.regions.invalid", note: "falcon:errors.note.invalid", yearlyTarget: "falcon:errors.yearlyTarget.range", brandSharePct: "falcon:errors.brandSharePct.range" }],
  ])("refuses %s with 400, each message beside its field and what was typed kept", async (_label, fields, expected) => {
    const cookie = await sessionCookieFor("buyer.mx@demo.test");
    const answer = await post(fields, cookie);
    expect(answer.status).toBe(400);
    const { errors, typed } = refusal(answer.data);
    expect(Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0]!.key]))).toEqual(expected);
    for (const name of ["regions", "note", "yearlyTarget", "brandSharePct"] as const) {
      const value = (fields as Record<string, unknown>)[name];
      if (typeof value === "string" && value !== "") expect(typed[name], name).toBe(value);
    }
    expect(answer.context.formFailed).toBe(true);
    expect(await rowOf("buyer.mx@demo.test", "aigostar")).toBeUndefined();
  });

  it("refuses an unknown intent with 400", async () => {
    const answer = await post({ ...VALID, intent: "approve" }, await sessionCookieFor("buyer.mx@demo.test"));
    expect(answer.status).toBe(400);
    expect(refusal(answer.data).errors.intent).toEqual([{ key: "falcon:problems.intent" }]);
  });

  it("resubmits only after a refusal: a new revision, back to submitted, the reason gone", async () => {
    const email = "buyer.pl@demo.test";
    const cookie = await sessionCookieFor(email);
    const first = await post({ ...VALID, intent: "submit" }, cookie);
    expect(first.status).toBe(409);
    const again = await post({ ...VALID, intent: "resubmit", levelAsked: "falcon", yearlyTarget: "250 000" }, cookie);
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe("/lieyingProgram?notice=resubmitted");
    expect(await rowOf(email)).toMatchObject({ status: "submitted", revision: 2, reason: null, levelAsked: "falcon", yearlyTargetMinor: 25_000_000, currency: "PLN", decidedAt: null });
  });

  it("lets a salesman acting for a client apply for the client (the event names the salesman)", async () => {
    const { salesmanId, clientId } = await salesmanActingFor("sales@demo.test", "buyer.es@demo.test");
    const cookie = await sessionCookieFor("sales@demo.test");
    const before = (await page(cookie)).body;
    expect(before).toMatchObject({ reader: "salesman", intent: "submit", company: "Electrodomésticos Levante S.L." });
    const answer = await post(VALID, cookie);
    expect(answer.status).toBe(302);
    expect(await rowOf("buyer.es@demo.test")).toMatchObject({ status: "submitted", accountId: clientId });
    const [event] = await db().select().from(auditEvents).where(and(eq(auditEvents.action, "falcon.submit"), eq(auditEvents.accountId, clientId)));
    expect(event!.actorId).toBe(salesmanId);
  });

  it("answers staff 403 whatever they post, a not approved account 403 with the message, anonymous the sign-in", async () => {
    for (const email of ["service@demo.test", "admin@demo.test"]) {
      const answer = await post(VALID, await sessionCookieFor(email));
      expect(answer.status, email).toBe(403);
    }
    const unofficial = await post(VALID, await sessionCookieFor("unofficial@demo.test"));
    expect(unofficial.status).toBe(403);
    expect(refusal(unofficial.data).errors[""]).toEqual([{ key: "falcon:problems.unofficial" }]);
    const anonymous = await post(VALID);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe("/login?redirectTo=%2FlieyingProgram");
  });

  it("shows the buyer the level once approved, and the rate rule applied", async () => {
    const email = "buyer.it@demo.test";
    const application = (await rowOf(email))!;
    const staffId = await accountId("service@demo.test");
    expect(await decideFalconApplication({ accountId: staffId }, application.id, "approve", { level: "golden" })).toMatchObject({ status: "done", rateBefore: 0, rateAfter: 300 });
    const [company] = await db().select({ rate: companies.userRateBp }).from(companies).where(eq(companies.name, "Casa & Cucina Forniture S.r.l."));
    expect(company!.rate).toBe(300);
    const { body } = await page(await sessionCookieFor(email));
    expect(body.application).toMatchObject({ status: "approved", levelGranted: "golden" });
  });
});
