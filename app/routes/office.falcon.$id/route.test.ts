import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { accounts, auditEvents, companies, falconApplications } from "~/db/schema";
import { saveFalconApplication } from "~/services/falcon/programme.server";
import { accountId, actorFor, contextFor, getRequest, postForm, refusal, sessionCookieFor, settle } from "~tests/support/requests";
import { mailsOf } from "~tests/support/mail";
import { action, loader } from "./route";
import { loader as listLoader } from "../office.falcon._index/route";

type Details = Awaited<ReturnType<typeof loader>>;
type List = Awaited<ReturnType<typeof listLoader>>;
const pathOf = (id: number | string) => `/office/falcon/${id}`;

async function open(id: number | string, cookie: string) {
  const reply = await settle(() => loader({ request: getRequest(pathOf(id), { cookie }), context: contextFor(), params: { id: String(id) } }));
  return { ...reply, body: reply.data as Details };
}

async function post(id: number | string, fields: Record<string, string>, cookie: string) {
  return settle(() => action({ request: postForm(pathOf(id), fields, { cookie }), context: contextFor(), params: { id: String(id) } }));
}

async function list(search: string, cookie: string) {
  const reply = await settle(() => listLoader({ request: getRequest(`/office/falcon${search}`, { cookie }), context: contextFor(), params: {} }));
  return { ...reply, body: reply.data as List };
}

const applicationOf = async (email: string) =>
  (await db().select().from(falconApplications).innerJoin(accounts, eq(accounts.id, falconApplications.accountId)).where(and(eq(accounts.email, email), eq(falconApplications.brandKey, "aigostar"))))[0]!.falcon_applications;
const rateOf = async (email: string) => (await db().select({ rate: companies.userRateBp }).from(accounts).innerJoin(companies, eq(companies.id, accounts.companyId)).where(eq(accounts.email, email)))[0]!.rate;
const lastEvent = async (id: number) => (await db().select().from(auditEvents).where(and(eq(auditEvents.entity, "falcon_application"), eq(auditEvents.entityId, String(id)))).orderBy(desc(auditEvents.id)).limit(1))[0]!;

const ANSWERS = { channels: ["shop" as const], regions: "Portugal", brandSharePct: 30, yearlyTargetMinor: 5_500_000, levelAsked: "silver" as const, note: "" };

describe("/office/falcon", () => {
  it("lists the open applications oldest first, the approved and the refused, by brand and search", async () => {
    const cookie = await sessionCookieFor("service@demo.test");
    const rows = (body: List) => body.items.map((item) => [item.email, item.status]);
    const { status, body } = await list("", cookie);
    expect(status).toBe(200);
    expect(body.title).toBe("Falcon programme applications – Aigostar");
    expect(rows(body)).toEqual([
      ["buyer.it@demo.test", "review"],
      ["buyer.fr@demo.test", "submitted"],
    ]);
    expect(rows((await list("?tab=approved", cookie)).body)).toEqual([["buyer.de@demo.test", "approved"]]);
    expect(rows((await list("?tab=refused", cookie)).body)).toEqual([["buyer.pl@demo.test", "refused"]]);
    expect(rows((await list("?brand=nobleza", cookie)).body)).toEqual([]);
    expect(rows((await list("?q=CUCINA", cookie)).body)).toEqual([["buyer.it@demo.test", "review"]]);
    expect(rows((await list("?q=%25", cookie)).body)).toEqual([]);
    expect((await list(`?tab=evil&brand=nope&page=-3&q=${"x".repeat(3000)}`, cookie)).body).toMatchObject({ tab: "open", brand: "", page: 1, q: "" });
  });

  it("answers a buyer and a salesman 403", async () => {
    for (const email of ["buyer.de@demo.test", "sales@demo.test"]) expect((await list("", await sessionCookieFor(email))).status).toBe(403);
  });
});

describe("/office/falcon/:id", () => {
  it("shows the answers, the buyer, the purchases of the brand this year, the level they reach and the history", async () => {
    const { id } = await applicationOf("buyer.de@demo.test");
    const { status, body } = await open(id, await sessionCookieFor("admin@demo.test"));
    expect(status).toBe(200);
    expect(body.application).toMatchObject({ email: "buyer.de@demo.test", status: "approved", levelGranted: "silver", brandName: "Aigostar", country: "Germany", rate: "2%", qualifies: null, regions: "Deutschland, Österreich", yearlyTarget: "€180,000.00", decidedBy: "Elena Ruiz" });
    expect(body.application.purchases).toMatch(/^€[\d,]+\.\d\d$/);
    expect(body.application.history.map((entry) => [entry.action, entry.by])).toEqual([
      ["falcon.approve", "Elena Ruiz"],
      ["falcon.submit", "Jonas Becker"],
    ]);
  });

  it.each(["0", "-1", "abc", "1e3", "99999999999", String(2 ** 31)])("answers an id that is no number in range (%s) with 404", async (raw) => {
    const cookie = await sessionCookieFor("service@demo.test");
    expect((await open(raw, cookie)).status).toBe(404);
    expect((await post(raw, { intent: "review" }, cookie)).status).toBe(404);
  });

  it("answers an unknown application 404 and a buyer (even the applicant) or a salesman 403", async () => {
    const cookie = await sessionCookieFor("service@demo.test");
    expect((await open(2_000_000_000, cookie)).status).toBe(404);
    expect((await post(2_000_000_000, { intent: "approve" }, cookie)).status).toBe(404);
    const { id } = await applicationOf("buyer.fr@demo.test");
    for (const email of ["buyer.fr@demo.test", "sales@demo.test"]) {
      const other = await sessionCookieFor(email);
      expect((await open(id, other)).status).toBe(403);
      expect((await post(id, { intent: "approve" }, other)).status).toBe(403);
    }
  });

  it("takes under review, refuses with a reason (required), the buyer resubmits, approves with the asked level: rate raised, audited, mailed", async () => {
    const email = "buyer.pt@demo.test";
    const buyerId = await accountId(email);
    expect(await saveFalconApplication(await actorFor(email), "aigostar", "submit", ANSWERS)).toMatchObject({ ok: true });
    const { id } = await applicationOf(email);
    const cookie = await sessionCookieFor("service@demo.test");
    const staffId = await accountId("service@demo.test");

    expect((await post(id, { intent: "review" }, cookie)).headers.get("Location")).toBe(`${pathOf(id)}?notice=review`);
    expect((await applicationOf(email)).status).toBe("review");
    // Under review twice: the second finds it changed (409).
    expect((await post(id, { intent: "review" }, cookie)).status).toBe(409);

    const noReason = await post(id, { intent: "refuse", reason: "  " }, cookie);
    expect(noReason.status).toBe(400);
    expect(refusal(noReason.data).errors.reason?.[0]?.key).toBe("office:queue.errors.reasonRequired");
    const tooLong = await post(id, { intent: "refuse", reason: "x".repeat(501) }, cookie);
    expect(tooLong.status).toBe(400);
    expect(refusal(tooLong.data).typed.reason).toBe("x".repeat(501));

    expect((await post(id, { intent: "refuse", reason: "Please name your stores." }, cookie)).headers.get("Location")).toBe(`${pathOf(id)}?notice=refuse`);
    expect(await applicationOf(email)).toMatchObject({ status: "refused", reason: "Please name your stores.", levelGranted: null, decidedBy: staffId });
    expect(await rateOf(email)).toBe(150);
    expect((await mailsOf(buyerId, "falconRefused"))[0]?.body).toContain("Please name your stores.");
    expect(await lastEvent(id)).toMatchObject({ actorId: staffId, action: "falcon.refuse", details: { before: { status: "review", userRateBp: 150 }, after: { status: "refused", reason: "Please name your stores.", userRateBp: 150 } } });

    // Approving a refused one: not from this state.
    expect((await post(id, { intent: "approve" }, cookie)).status).toBe(409);
    expect(await saveFalconApplication(await actorFor(email), "aigostar", "resubmit", { ...ANSWERS, regions: "Portugal: Lisboa, Porto" })).toMatchObject({ ok: true, revision: 2 });

    const admin = await sessionCookieFor("admin@demo.test");
    expect((await post(id, { intent: "approve", level: "platinum" }, admin)).status).toBe(400);
    expect((await post(id, { intent: "approve" }, admin)).headers.get("Location")).toBe(`${pathOf(id)}?notice=approve`);
    expect(await applicationOf(email)).toMatchObject({ status: "approved", levelGranted: "silver", reason: null, revision: 2 });
    // The company's 1.5 % becomes the Silver Falcon's 2 %.
    expect(await rateOf(email)).toBe(200);
    expect(await lastEvent(id)).toMatchObject({ action: "falcon.approve", details: { before: { status: "submitted", userRateBp: 150 }, after: { status: "approved", levelGranted: "silver", userRateBp: 200 } } });
    const approvedMail = (await mailsOf(buyerId, "falconApproved"))[0]!;
    expect(approvedMail.subject).toContain("Falcon Prata");
    expect(approvedMail.body).toContain("2 %");
    const shown = (await open(id, admin)).body.application;
    expect(shown.history.map((entry) => entry.action)).toEqual(["falcon.approve", "falcon.resubmit", "falcon.refuse", "falcon.review", "falcon.submit"]);
  });

  it("approves with another level than asked, and never lowers a rate staff set higher", async () => {
    const cookie = await sessionCookieFor("service@demo.test");
    const { id } = await applicationOf("buyer.fr@demo.test");
    await db().update(companies).set({ userRateBp: 450 }).where(eq(companies.name, "Maison Électro Distribution SARL"));
    expect((await post(id, { intent: "approve", level: "golden" }, cookie)).status).toBe(302);
    expect(await applicationOf("buyer.fr@demo.test")).toMatchObject({ status: "approved", levelAsked: "falcon", levelGranted: "golden" });
    expect(await rateOf("buyer.fr@demo.test")).toBe(450);
  });

  it("decides once when two staff members decide at the same time: the other gets 409", async () => {
    const { id } = await applicationOf("buyer.it@demo.test");
    const [service, admin] = await Promise.all([sessionCookieFor("service@demo.test"), sessionCookieFor("admin@demo.test")]);
    const answers = await Promise.all([post(id, { intent: "approve", level: "falcon" }, service), post(id, { intent: "refuse", reason: "Not now." }, admin)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([302, 409]);
    const after = await applicationOf("buyer.it@demo.test");
    expect(["approved", "refused"]).toContain(after.status);
    const loser = answers.find((answer) => answer.status === 409)!;
    expect(refusal(loser.data).errors[""]?.[0]?.key).toMatch(/^office:falconApplication\.errors\.wrongState\./);
  });

  it("refuses an unknown intent with 400", async () => {
    const { id } = await applicationOf("buyer.de@demo.test");
    expect((await post(id, { intent: "delete" }, await sessionCookieFor("service@demo.test"))).status).toBe(400);
  });
});
