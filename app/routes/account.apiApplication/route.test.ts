import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { apiApplications } from "~/db/schema";
import { decideApplication } from "~/services/api-access/applications.server";
import { DEMO_API_CLIENT } from "../../../scripts/demo/api-access";
import { accountId, contextFor, getRequest, postForm, refusal, salesmanActingFor, sessionCookieFor, settle } from "~tests/support/requests";
import { action, headers, loader } from "./route";

// The page of decision 0107 through its real loader and action: the demo's applications in every
// state, the form refused with what was typed kept, the secret shown once (no-store) and rotated.

const PAGE = "/account/apiApplication";
type Page = Awaited<ReturnType<typeof loader>>;

async function page(email: string, search = "", cookie?: string) {
  const answer = await settle(async () => loader({ request: getRequest(`${PAGE}${search}`, { cookie: cookie ?? (await sessionCookieFor(email)) }), context: contextFor(), params: {} }));
  return answer.data as Page;
}

async function post(email: string, fields: Record<string, string | string[]>, cookie?: string) {
  const context = contextFor();
  const request = postForm(PAGE, fields, { cookie: cookie ?? (await sessionCookieFor(email)) });
  return { ...(await settle(() => action({ request, context, params: {} }))), context };
}

const VALID = {
  intent: "submit",
  companyName: "Lar & Luz Distribuição, Lda.",
  shopUrl: "https://loja.lareluz.example/pt",
  enterpriseSize: "11-50",
  technicalStaff: "yes",
  dataWanted: ["basic", "inventory"],
  otherData: "",
  contactNote: "Stock sync\nevery night",
};

const rowOf = async (email: string) =>
  (await db().select().from(apiApplications).where(and(eq(apiApplications.accountId, await accountId(email)), eq(apiApplications.brandKey, "aigostar"))))[0];

describe("GET /account/apiApplication", () => {
  it("shows the demo's applications in every state, the brand's tenant id, and sends a visitor to sign in", async () => {
    expect(await page("buyer.gb@demo.test")).toMatchObject({ title: "API access – Aigostar", brand: "Aigostar", tenantId: 1000, applicant: "buyer", application: null, confirmRotate: false });
    expect((await page("buyer.fr@demo.test")).application).toMatchObject({ status: "submitted", reason: null, clientId: null, secret: null });
    expect((await page("buyer.it@demo.test")).application).toMatchObject({ status: "review", answers: { dataWanted: ["basic", "classification", "other"], otherData: "energy labels" } });
    expect((await page("buyer.pl@demo.test")).application).toMatchObject({ status: "failed", reason: expect.stringContaining("shop address") });
    const approved = (await page(DEMO_API_CLIENT.email)).application!;
    expect(approved).toMatchObject({ status: "approved", clientId: DEMO_API_CLIENT.clientId, scopes: ["products", "images", "stock", "categories", "parameters"], secret: { hint: DEMO_API_CLIENT.clientSecret.slice(-4) } });
    expect(approved.date).toMatch(/\d{4}/);
    expect(JSON.stringify(approved)).not.toContain(DEMO_API_CLIENT.clientSecret);
    expect((await page(DEMO_API_CLIENT.email, "?confirm=rotate")).confirmRotate).toBe(true);
    expect((await page("buyer.fr@demo.test", "?confirm=rotate")).confirmRotate).toBe(false);

    const visitor = await settle(() => loader({ request: getRequest(PAGE), context: contextFor(), params: {} }));
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(PAGE)}`);
  });

  it("shows a salesman acting for the client the state but makes him no applicant; an unofficial account neither", async () => {
    const { actor } = await salesmanActingFor("sales@demo.test", DEMO_API_CLIENT.email);
    expect(actor.salesmanId).not.toBeNull();
    const cookie = await sessionCookieFor("sales@demo.test");
    const seen = await page("sales@demo.test", "?confirm=rotate", cookie);
    expect(seen).toMatchObject({ applicant: "salesman", confirmRotate: false, application: { status: "approved", clientId: DEMO_API_CLIENT.clientId } });
    expect((await page("unofficial@demo.test")).applicant).toBe("unofficial");
  });
});

describe("POST /account/apiApplication: the application", () => {
  it("submits, then edits under review and resubmits after a refusal, each back to the page with its notice", async () => {
    const sent = await post("buyer.pt@demo.test", VALID);
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe(`${PAGE}?notice=submitted`);
    expect(await rowOf("buyer.pt@demo.test")).toMatchObject({ companyName: VALID.companyName, shopUrl: VALID.shopUrl, technicalStaff: true, dataWanted: ["basic", "inventory"], otherData: null, contactNote: "Stock sync\nevery night" });
    // The first submission sent again (a second tab) is refused: the page now shows the state.
    const twice = await post("buyer.pt@demo.test", VALID);
    expect(twice.status).toBe(409);
    expect(refusal(twice.data).errors[""]).toEqual([{ key: "apiaccess:problems.stale" }]);

    const edited = await post("buyer.it@demo.test", { ...VALID, intent: "edit", dataWanted: ["images", "other"], otherData: "  energy labels and manuals " });
    expect(edited.headers.get("Location")).toBe(`${PAGE}?notice=saved`);
    expect(await rowOf("buyer.it@demo.test")).toMatchObject({ status: "review", dataWanted: ["images", "other"], otherData: "energy labels and manuals" });

    const resubmitted = await post("buyer.pl@demo.test", { ...VALID, intent: "resubmit", technicalStaff: "no" });
    expect(resubmitted.headers.get("Location")).toBe(`${PAGE}?notice=resubmitted`);
    expect(await rowOf("buyer.pl@demo.test")).toMatchObject({ status: "submitted", revision: 2, reason: null, technicalStaff: false });

    const approvedEdit = await post(DEMO_API_CLIENT.email, { ...VALID, intent: "edit" });
    expect(approvedEdit.status).toBe(409);
    expect(refusal(approvedEdit.data).errors[""]).toEqual([{ key: "apiaccess:problems.approved" }]);
  });

  const E = "apiaccess:errors";
  it.each([
    [
      "an empty form",
      { intent: "submit" },
      {
        companyName: [{ key: `${E}.companyName.required` }],
        shopUrl: [{ key: `${E}.shopUrl.required` }],
        enterpriseSize: [{ key: `${E}.enterpriseSize.choose` }],
        technicalStaff: [{ key: `${E}.technicalStaff.choose` }],
        dataWanted: [{ key: `${E}.dataWanted.choose` }],
      },
    ],
    ["blank texts", { ...VALID, companyName: "   ", shopUrl: " " }, { companyName: [{ key: `${E}.companyName.required` }], shopUrl: [{ key: `${E}.shopUrl.required` }] }],
    [
      "texts one character too long",
      { ...VALID, companyName: "x".repeat(101), shopUrl: `https://shop.example/${"p".repeat(180)}`, dataWanted: ["other"], otherData: "o".repeat(51), contactNote: "n".repeat(201) },
      {
        companyName: [{ key: `${E}.companyName.tooLong`, values: { max: 100 } }],
        shopUrl: [{ key: `${E}.shopUrl.tooLong`, values: { max: 200 } }],
        otherData: [{ key: `${E}.otherData.tooLong`, values: { max: 50 } }],
        contactNote: [{ key: `${E}.contactNote.tooLong`, values: { max: 200 } }],
      },
    ],
    ["an ftp address", { ...VALID, shopUrl: "ftp://shop.example" }, { shopUrl: [{ key: `${E}.shopUrl.invalid` }] }],
    ["a javascript: address", { ...VALID, shopUrl: "javascript:alert(document.cookie)" }, { shopUrl: [{ key: `${E}.shopUrl.invalid` }] }],
    ["an address without a scheme", { ...VALID, shopUrl: "shop.example.com" }, { shopUrl: [{ key: `${E}.shopUrl.invalid` }] }],
    ["an address with a password", { ...VALID, shopUrl: "https://admin:secret@shop.example" }, { shopUrl: [{ key: `${E}.shopUrl.invalid` }] }],
    ["an address without a host", { ...VALID, shopUrl: "http://" }, { shopUrl: [{ key: `${E}.shopUrl.invalid` }] }],
    ["no size and no answer on technical staff", { ...VALID, enterpriseSize: "", technicalStaff: "" }, { enterpriseSize: [{ key: `${E}.enterpriseSize.choose` }], technicalStaff: [{ key: `${E}.technicalStaff.choose` }] }],
    ["values not offered", { ...VALID, enterpriseSize: "9999", technicalStaff: "maybe", dataWanted: ["basic", "everything"] }, { enterpriseSize: [{ key: `${E}.enterpriseSize.choose` }], technicalStaff: [{ key: `${E}.technicalStaff.choose` }], dataWanted: [{ key: `${E}.dataWanted.choose` }] }],
    ["other ticked without its text", { ...VALID, companyName: "", dataWanted: ["basic", "other"], otherData: "  " }, { companyName: [{ key: `${E}.companyName.required` }], otherData: [{ key: `${E}.otherData.required` }] }],
    ["a NUL and other control characters", { ...VALID, companyName: "Acme\u0000Ltd", contactNote: "bell\u0007" }, { companyName: [{ key: `${E}.companyName.invalid` }], contactNote: [{ key: `${E}.contactNote.invalid` }] }],
    ["a huge body", { ...VALID, companyName: "<script>alert(1)</script>".repeat(8000), shopUrl: `https://x.example/${"a".repeat(100_000)}`, dataWanted: Array.from({ length: 5000 }, () => "basic") }, { companyName: [{ key: `${E}.companyName.tooLong`, values: { max: 100 } }], shopUrl: [{ key: `${E}.shopUrl.tooLong`, values: { max: 200 } }] }],
  ])("refuses %s with a 400, the messages beside the fields and what was typed kept", async (_, fields, errors) => {
    const answer = await post("buyer.nl@demo.test", fields);
    expect(answer.status).toBe(400);
    expect(refusal(answer.data).errors).toEqual(errors);
    const typed = refusal(answer.data).typed;
    for (const name of ["companyName", "shopUrl", "otherData", "contactNote"] as const) {
      const value = (fields as Record<string, unknown>)[name];
      if (typeof value === "string" && value !== "") expect(typed[name], name).toBe(value);
    }
    expect(answer.context.formFailed).toBe(true);
    expect(await rowOf("buyer.nl@demo.test")).toBeUndefined();
  });

  it("stores hostile strings as text, and refuses an unknown intent", async () => {
    const hostile = { ...VALID, companyName: `<script>alert(1)</script>'); drop table api_applications; --`, contactNote: "{{constructor}} $t(common:error) \u202e" };
    expect((await post("buyer.mx@demo.test", hostile)).status).toBe(302);
    expect(await rowOf("buyer.mx@demo.test")).toMatchObject({ companyName: hostile.companyName, contactNote: hostile.contactNote.trim() });
    const unknown = await post("buyer.mx@demo.test", { ...VALID, intent: "approve" });
    expect(unknown.status).toBe(400);
    expect(refusal(unknown.data).errors.intent).toEqual([{ key: "apiaccess:problems.intent" }]);
  });

  it("refuses a salesman acting for the client and an unofficial account with a 403 and the message, whatever they post", async () => {
    await salesmanActingFor("sales@demo.test", "buyer.de@demo.test");
    const cookie = await sessionCookieFor("sales@demo.test");
    for (const fields of [VALID, { intent: "submit" }, { intent: "createSecret" }]) {
      const answer = await post("sales@demo.test", fields, cookie);
      expect(answer.status).toBe(403);
      expect(refusal(answer.data).errors).toEqual({ "": [{ key: "apiaccess:problems.salesman" }] });
    }
    expect(await rowOf("buyer.de@demo.test")).toBeUndefined();
    const unofficial = await post("unofficial@demo.test", VALID);
    expect(unofficial.status).toBe(403);
    expect(refusal(unofficial.data).errors).toEqual({ "": [{ key: "apiaccess:problems.unofficial" }] });
  });
});

describe("POST /account/apiApplication: the client secret", () => {
  it("is shown once in the answer, never cached; rotated after the confirmation; a repeated confirmation does not rotate again", async () => {
    const email = "test@demo.test";
    expect((await post(email, { intent: "createSecret" })).status).toBe(409);
    await post(email, VALID);
    await decideApplication({ email, decision: "approve", decidedBy: "tester" });

    const made = await post(email, { intent: "createSecret" });
    expect(made.status).toBe(200);
    expect(made.headers.get("Cache-Control")).toBe("no-store");
    expect(new Headers(headers({ actionHeaders: made.headers, loaderHeaders: new Headers(), parentHeaders: new Headers(), errorHeaders: undefined })).get("Cache-Control")).toBe("no-store");
    const secret = (made.data as { secret: { value: string; hint: string; rotated: boolean } }).secret;
    expect(secret).toMatchObject({ value: expect.stringMatching(/^cs_[A-Za-z0-9_-]{43}$/), hint: secret.value.slice(-4), rotated: false });
    const shown = await page(email);
    expect(shown.application!.secret!.hint).toBe(secret.hint);
    expect(JSON.stringify(shown)).not.toContain(secret.value);

    const again = await post(email, { intent: "createSecret" });
    expect(again.status).toBe(409);
    expect(refusal(again.data).errors[""]).toEqual([{ key: "apiaccess:problems.secretExists" }]);
    expect(JSON.stringify(again.data)).not.toContain(secret.value);

    const replacing = String(shown.application!.secret!.id);
    const rotated = await post(email, { intent: "rotateSecret", replacing });
    expect(rotated.status).toBe(200);
    expect(rotated.headers.get("Cache-Control")).toBe("no-store");
    const next = (rotated.data as { secret: { value: string; rotated: boolean } }).secret;
    expect(next.rotated).toBe(true);
    expect(next.value).not.toBe(secret.value);
    expect((await page(email)).application!.secret!.hint).toBe(next.value.slice(-4));

    const repeated = await post(email, { intent: "rotateSecret", replacing });
    expect(repeated.status).toBe(409);
    expect(refusal(repeated.data).errors[""]).toEqual([{ key: "apiaccess:problems.secretChanged" }]);
    for (const bad of ["", "abc", "-1", "99999999999999"]) {
      const answer = await post(email, { intent: "rotateSecret", replacing: bad });
      expect(answer.status, bad).toBe(400);
    }
    expect((await page(email)).application!.secret!.hint).toBe(next.value.slice(-4));
  });
});
