import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { countQueries } from "~/db/query-count.server";
import { userNoticeAcks, userNotices } from "~/db/schema";
import { loader as rootLoader } from "~/root";
import { issuePictureChallenge, pictureCodeFor } from "~/services/identity/verification.server";
import { createRequestContext } from "~/services/platform/request-context.server";
import { accountId, getRequest, postForm, settle } from "~tests/support/requests";
import { action as buyerSignIn } from "../login/route";
import { action as chooseClient } from "../salesman.clients/route";
import { action as officeSignIn } from "../salesman.login/route";
import { action, loader } from "./route";

type Page = Awaited<ReturnType<typeof loader>>;

let addressCounter = 0;
/** A request context for a brand's host, from an address of its own (the sign-in limits are per address). */
function on(host: string) {
  addressCounter += 1;
  return createRequestContext({ host: `${host}:3000`, url: "/", cspNonce: "n", clientIp: `198.51.100.${addressCounter}` });
}

const UBATHLIFE = "ubathlife.localhost";
const AIGOSTAR = "localhost";

/** Signs in through the form; the redirect and the session cookie. */
async function signIn(email: string, host: string, redirectTo = "/cart", door: "buyer" | "office" = "buyer") {
  const challenge = await issuePictureChallenge();
  const fields = { email, password: "Demo12345", challenge, code: pictureCodeFor(challenge), redirectTo };
  const run = door === "buyer" ? buyerSignIn : officeSignIn;
  const reply = await settle(() => run({ request: postForm(door === "buyer" ? "/login" : "/salesman/login", fields), context: on(host), params: {} }));
  expect(reply.status).toBe(302);
  const cookie = (reply.headers.get("Set-Cookie") ?? "").split(/,(?=\s*\w+=)/)[0]!.split(";")[0]!;
  return { location: reply.headers.get("Location"), cookie };
}

async function page(cookie: string | undefined, host: string, search = "") {
  const reply = await settle(() => loader({ request: getRequest(`/userNotice${search}`, { cookie }), context: on(host), params: {} }));
  return { ...reply, body: reply.data as Page };
}

async function acknowledge(cookie: string, host: string, fields: Record<string, string>) {
  return settle(() => action({ request: postForm("/userNotice", fields, { cookie }), context: on(host), params: {} }));
}

/** Publishes a new version of a brand's notice: nobody has acknowledged it. */
async function publishNewVersion(brandKey: string) {
  const versions = await db().select({ version: userNotices.version }).from(userNotices).where(eq(userNotices.brandKey, brandKey));
  const version = Math.max(...versions.map((row) => row.version)) + 1;
  const [row] = await db()
    .insert(userNotices)
    .values({ brandKey, version, title: { en: `Notice ${version}`, de: `Hinweis ${version}` }, body: { en: "Read [the guide](/helpCenter).\n\n<script>alert(1)</script>", de: "Lesen Sie den Leitfaden." }, publishedAt: new Date() })
    .returning({ id: userNotices.id });
  return row!.id;
}

const acksOf = async (email: string, noticeId: number) =>
  db().select({ at: userNoticeAcks.at }).from(userNoticeAcks).where(and(eq(userNoticeAcks.accountId, await accountId(email)), eq(userNoticeAcks.noticeId, noticeId)));

describe("the user notice at sign-in", () => {
  it("goes by the notice first when the host brand's current notice is not acknowledged; straight on when it is", async () => {
    const first = await signIn("buyer.de@demo.test", UBATHLIFE, "/cart?x=1");
    expect(first.location).toBe("/userNotice?redirectTo=%2Fcart%3Fx%3D1");
    // The same account on another brand's host, whose notice it acknowledged.
    expect((await signIn("buyer.de@demo.test", AIGOSTAR, "/cart")).location).toBe("/cart");
    // Another buyer on the same host, who acknowledged it.
    expect((await signIn("buyer.nl@demo.test", UBATHLIFE, "/cart")).location).toBe("/cart");
    // An unsafe target stays unsafe-free through the detour.
    expect((await signIn("buyer.de@demo.test", UBATHLIFE, "//evil.example")).location).toBe("/userNotice?redirectTo=%2FubathlifeHome");
  });

  it("shows the notice, records the acknowledgement once and goes on to the target; the next sign-in goes straight there", async () => {
    const { cookie } = await signIn("buyer.gb@demo.test", UBATHLIFE);
    const shown = await page(cookie, UBATHLIFE, "?redirectTo=%2Fcart");
    expect(shown.status).toBe(200);
    expect(shown.body.redirectTo).toBe("/cart");
    const notice = shown.body.notice!;
    expect(notice).toMatchObject({ version: 1, title: { text: "Welcome to the wholesale shop", lang: "en" }, acknowledgedAt: null });
    expect(notice.blocks[0]).toMatchObject({ type: "paragraph" });
    const done = await acknowledge(cookie, UBATHLIFE, { notice: String(notice.id), redirectTo: "/cart" });
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/cart");
    const [ack] = await acksOf("buyer.gb@demo.test", notice.id);
    expect(ack).toBeDefined();
    // Twice is once: the first time is kept.
    const again = await acknowledge(cookie, UBATHLIFE, { notice: String(notice.id), redirectTo: "/cart" });
    expect(again.status).toBe(302);
    const acks = await acksOf("buyer.gb@demo.test", notice.id);
    expect(acks).toHaveLength(1);
    expect(acks[0]!.at).toEqual(ack!.at);
    const later = await page(cookie, UBATHLIFE);
    expect(later.body.notice!.acknowledgedAt).not.toBeNull();
    expect(later.body.notice!.acknowledgedIso).toBe(ack!.at.toISOString());
    expect((await signIn("buyer.gb@demo.test", UBATHLIFE)).location).toBe("/cart");
  });

  it("shows the notice again at the next sign-in when it was left without acknowledging", async () => {
    const noticeId = await publishNewVersion("lumora");
    const { location, cookie } = await signIn("buyer.pt@demo.test", "lumora.localhost", "/order/myOrder");
    expect(location).toBe("/userNotice?redirectTo=%2Forder%2FmyOrder");
    // In the reader's language, English where missing; the body's HTML is text.
    const de = await settle(() => loader({ request: getRequest("/userNotice", { cookie, headers: { "Accept-Language": "de" } }), context: on("lumora.localhost"), params: {} }));
    expect((de.data as Page).notice!.id).toBe(noticeId);
    expect(JSON.stringify((de.data as Page).notice!.blocks)).toContain("<script>alert(1)</script>");
    expect((await signIn("buyer.pt@demo.test", "lumora.localhost", "/order/myOrder")).location).toBe("/userNotice?redirectTo=%2Forder%2FmyOrder");
  });

  it("adds no statement to the pages: the shell does not read the notices", async () => {
    await publishNewVersion("aigostar-mx");
    const { cookie } = await signIn("buyer.mx@demo.test", "mx.localhost", "/");
    const { count } = await countQueries(() => settle(() => rootLoader({ request: getRequest("/", { cookie }), context: on("mx.localhost"), params: {} })), { keepText: true });
    expect(count.statements!.join("\n")).not.toMatch(/user_notice/);
    expect(count.queries).toBeGreaterThan(0);
  });

  it("sends a salesman acting for a client by the notice he has not acknowledged, at sign-in and when he picks a client", async () => {
    const noticeId = await publishNewVersion("nobleza");
    const first = await signIn("sales@demo.test", "nobleza.localhost", "/cart", "office");
    expect(first.location).toBe("/userNotice?redirectTo=%2Fcart");
    const italy = await accountId("buyer.it@demo.test");
    const picked = await settle(() =>
      chooseClient({ request: postForm("/salesman/clients", { intent: "choose", clientId: String(italy), redirectTo: "/cart" }, { cookie: first.cookie }), context: on("nobleza.localhost"), params: {} }),
    );
    expect(picked.headers.get("Location")).toBe("/userNotice?redirectTo=%2Fcart");
    // The salesman acknowledges for himself, not for his client.
    expect((await acknowledge(first.cookie, "nobleza.localhost", { notice: String(noticeId), redirectTo: "/cart" })).status).toBe(302);
    expect(await acksOf("sales@demo.test", noticeId)).toHaveLength(1);
    expect(await acksOf("buyer.it@demo.test", noticeId)).toHaveLength(0);
    expect((await signIn("sales@demo.test", "nobleza.localhost", "/cart", "office")).location).toBe("/cart");
  });

  it("never sends staff by the notice, and shows them no notice page", async () => {
    await publishNewVersion("ubathlife");
    const staff = await signIn("service@demo.test", UBATHLIFE, "/office/orders", "office");
    expect(staff.location).toBe("/office/orders");
    expect((await page(staff.cookie, UBATHLIFE)).status).toBe(403);
    expect((await acknowledge(staff.cookie, UBATHLIFE, { notice: "1" })).status).toBe(403);
  });
});

describe("/userNotice", () => {
  it("sends an anonymous reader to sign in first", async () => {
    const reply = await page(undefined, AIGOSTAR, "?redirectTo=%2Fcart");
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe(`/login?${new URLSearchParams({ redirectTo: "/userNotice?redirectTo=%2Fcart" })}`);
    expect((await acknowledge("", AIGOSTAR, { notice: "1" })).status).toBe(302);
  });

  it.each([
    ["https://evil.example/", "/"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["/.//evil.example/phish", "/"],
    ["/userNotice?redirectTo=%2Fcart", "/"],
    ["/USERNOTICE/", "/"],
    ["/order/myOrder?page=2", "/order/myOrder?page=2"],
  ])("goes on to a safe target only (%s → %s)", async (redirectTo, expected) => {
    const { cookie } = await signIn("buyer.fr@demo.test", AIGOSTAR);
    const shown = await page(cookie, AIGOSTAR, `?${new URLSearchParams({ redirectTo })}`);
    expect(shown.body.redirectTo).toBe(expected);
    const reply = await acknowledge(cookie, AIGOSTAR, { notice: String(shown.body.notice!.id), redirectTo });
    expect(reply.headers.get("Location")).toBe(expected);
  });

  it("refuses a notice that is not the current one (409), and junk (400), recording nothing", async () => {
    const { cookie } = await signIn("buyer.es@demo.test", AIGOSTAR);
    const [old] = await db().select({ id: userNotices.id }).from(userNotices).where(and(eq(userNotices.brandKey, "aigostar"), eq(userNotices.version, 1)));
    const stale = await acknowledge(cookie, AIGOSTAR, { notice: String(old!.id), redirectTo: "/cart" });
    expect(stale.status).toBe(409);
    expect(await acksOf("buyer.es@demo.test", old!.id)).toHaveLength(0);
    for (const notice of ["", "abc", "-1", "1e99", "99999999999"]) expect((await acknowledge(cookie, AIGOSTAR, { notice })).status).toBe(400);
    // Another brand's notice is not this host's current one.
    const [other] = await db().select({ id: userNotices.id }).from(userNotices).where(and(eq(userNotices.brandKey, "nobleza"), eq(userNotices.version, 1)));
    expect((await acknowledge(cookie, AIGOSTAR, { notice: String(other!.id) })).status).toBe(409);
  });
});
