import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { beforeAll, describe, expect, it } from "vitest";
import * as dashboard from "~/routes/office._index/route";
import * as registrations from "~/routes/office.registrations._index/route";
import * as registration from "~/routes/office.registrations.$accountId/route";
import * as auditLog from "~/routes/office.audit/route";
import * as staffList from "~/routes/office.staff._index/route";
import * as staffAccount from "~/routes/office.staff.$accountId/route";
import * as officeOrders from "~/routes/office.orders._index/route";
import * as officeOrder from "~/routes/office.orders.$orderId/route";
import { db } from "~/db/client.server";
import { apiApplications, banners, falconApplications, helpArticles, imagePermissions, orders } from "~/db/schema";
import * as helpList from "~/routes/office.content.help._index/route";
import * as helpNew from "~/routes/office.content.help.new/route";
import * as helpArticle from "~/routes/office.content.help.$id/route";
import * as notices from "~/routes/office.content.notices/route";
import * as outletLots from "~/routes/office.outlet/route";
import * as bannerList from "~/routes/office.content.banners._index/route";
import * as bannerNew from "~/routes/office.content.banners.new/route";
import * as banner from "~/routes/office.content.banners.$id/route";
import { eq } from "drizzle-orm";
import * as imageRequests from "~/routes/office.images._index/route";
import * as imageRequest from "~/routes/office.images.$id/route";
import * as apiApplicationsList from "~/routes/office.api._index/route";
import * as apiApplication from "~/routes/office.api.$id/route";
import * as falconList from "~/routes/office.falcon._index/route";
import * as falconApplication from "~/routes/office.falcon.$id/route";
import { countQueries } from "~/db/query-count.server";
import { loader as rootLoader } from "~/root";
import * as accountArea from "~/routes/account/route";
import * as cart from "~/routes/cart/route";
import * as cartAdd from "~/routes/cart_.add/route";
import * as downloadCentre from "~/routes/downloadCenter/route";
import * as myOrders from "~/routes/order.myOrder/route";
import * as productList from "~/routes/productList/route";
import * as productPage from "~/routes/commodityDetail/route";
import * as fittingsPage from "~/routes/commodityDetail_.fittings/route";
import * as promotionPage from "~/routes/promotionTheme/route";
import { accountId, contextFor, getRequest, postForm, sessionCookieFor, settle } from "~tests/support/requests";

/**
 * Decision 0112's permission table, walked: every back-office route (GET and each POST intent)
 * with every role. Anonymous → the office sign-in (coming back), buyer and salesman → 403,
 * customer service and administrator → the page (or the action's own answer: a redirect, or a
 * refusal of the empty form, never 403).
 */
type Route = { loader: (args: LoaderFunctionArgs) => unknown; action?: (args: ActionFunctionArgs) => unknown };
type Case = { name: string; path: string; route: Route; params?: Record<string, string>; intents: string[]; adminOnly?: boolean };

const ROLES = {
  anonymous: null,
  buyer: "buyer.de@demo.test",
  unofficial: "unofficial@demo.test",
  salesman: "sales@demo.test",
  service: "service@demo.test",
  admin: "admin@demo.test",
} as const;
type RoleName = keyof typeof ROLES;

const cookies = new Map<RoleName, string | undefined>();
let pendingId = 0;
let formerId = 0;
let orderId = 0;
let articleId = 0;
let bannerId = 0;
let imageId = 0;
let apiId = 0;
let falconId = 0;
let cases: Case[] = [];

beforeAll(async () => {
  for (const [role, email] of Object.entries(ROLES) as [RoleName, string | null][]) cookies.set(role, email ? await sessionCookieFor(email) : undefined);
  pendingId = await accountId("pending.de@demo.test");
  formerId = await accountId("former@demo.test");
  orderId = (await db().select({ id: orders.id }).from(orders).orderBy(orders.id).limit(1))[0]!.id;
  // The demo's request under review (buyer.fr) and its submitted API application (buyer.fr, Aigostar).
  imageId = (await db().select({ id: imagePermissions.id }).from(imagePermissions).where(eq(imagePermissions.status, "review")))[0]!.id;
  apiId = (await db().select({ id: apiApplications.id }).from(apiApplications).where(eq(apiApplications.status, "submitted")))[0]!.id;
  // The demo's submitted Falcon programme application (buyer.fr, Aigostar).
  falconId = (await db().select({ id: falconApplications.id }).from(falconApplications).where(eq(falconApplications.status, "submitted")))[0]!.id;
  cases = [
    { name: "dashboard", path: "/office", route: dashboard, intents: [] },
    { name: "registrations", path: "/office/registrations", route: registrations, intents: ["approveSelected"] },
    { name: "registration", path: `/office/registrations/${pendingId}`, route: registration, params: { accountId: String(pendingId) }, intents: ["approve", "refuse"] },
    { name: "audit log", path: "/office/audit", route: auditLog, intents: [] },
    { name: "staff accounts", path: "/office/staff", route: staffList, intents: ["create"], adminOnly: true },
    // The disabled demo account: "disable" leaves it as it is, "enable" (walked last, as the administrator) switches it on.
    { name: "staff account", path: `/office/staff/${formerId}`, route: staffAccount, params: { accountId: String(formerId) }, intents: ["changeRole", "disable", "enable"], adminOnly: true },
    { name: "orders", path: "/office/orders", route: officeOrders, intents: ["markUnshipped"] },
    { name: "order", path: `/office/orders/${orderId}`, route: officeOrder, params: { orderId: String(orderId) }, intents: ["unshipped", "ship", "return", "returned", "cancel"] },
    { name: "image requests", path: "/office/images", route: imageRequests, intents: ["approveSelected"] },
    { name: "image request", path: `/office/images/${imageId}`, route: imageRequest, params: { id: String(imageId) }, intents: ["approve", "refuse"] },
    { name: "API applications", path: "/office/api", route: apiApplicationsList, intents: ["reviewSelected"] },
    { name: "API application", path: `/office/api/${apiId}`, route: apiApplication, params: { id: String(apiId) }, intents: ["review", "approve", "refuse", "revoke"] },
    { name: "Falcon applications", path: "/office/falcon", route: falconList, intents: [] },
    { name: "Falcon application", path: `/office/falcon/${falconId}`, route: falconApplication, params: { id: String(falconId) }, intents: ["review", "approve", "refuse"] },
  ];
  articleId = (await db().select({ id: helpArticles.id }).from(helpArticles).where(eq(helpArticles.slug, "order-states")))[0]!.id;
  bannerId = (await db().select({ id: banners.id }).from(banners).orderBy(banners.id).limit(1))[0]!.id;
  cases.push(
    { name: "help articles", path: "/office/content/help", route: helpList, intents: [] },
    { name: "new help article", path: "/office/content/help/new", route: helpNew, intents: ["preview", "save", "publish"] },
    { name: "help article", path: `/office/content/help/${articleId}`, route: helpArticle, params: { id: String(articleId) }, intents: ["preview", "save", "publish", "unpublish"] },
    { name: "user notices", path: "/office/content/notices", route: notices, intents: ["save", "publish", "discard"] },
    { name: "banners", path: "/office/content/banners", route: bannerList, intents: [] },
    { name: "new banner", path: "/office/content/banners/new", route: bannerNew, intents: ["save"] },
    { name: "banner", path: `/office/content/banners/${bannerId}`, route: banner, params: { id: String(bannerId) }, intents: ["save", "delete"] },
    { name: "outlet lots", path: "/office/outlet", route: outletLots, intents: ["create", "close"] },
  );
});

const allowed = (role: RoleName) => role === "service" || role === "admin";
/** Staff accounts are the administrator's alone (customer service gets 403). */
const allowedOn = (entry: Case, role: RoleName) => (entry.adminOnly ? role === "admin" : allowed(role));
/** Intents without fields: an allowed role's post does it (a redirect), not a refusal. */
const WITHOUT_FIELDS = new Set(["disable", "enable"]);
/** Content intents without fields: an allowed role's empty post does them (walked on their own below). */
const FIELDLESS = new Set(["unpublish", "discard", "delete"]);

async function get(entry: Case, role: RoleName) {
  return settle(() => entry.route.loader({ request: getRequest(entry.path, { cookie: cookies.get(role) }), context: contextFor(), params: entry.params ?? {} }));
}

// The forms are posted empty (but for the intent): an allowed role gets the form's own refusal or
// outcome, so walking the table changes nothing a later case depends on.
async function post(entry: Case, role: RoleName, intent: string) {
  return settle(() => entry.route.action!({ request: postForm(entry.path, { intent }, { cookie: cookies.get(role) }), context: contextFor(), params: entry.params ?? {} }));
}

describe("the back office's permission table (decision 0112)", () => {
  for (const role of Object.keys(ROLES) as RoleName[]) {
    it(`GET every /office route as ${role}`, async () => {
      for (const entry of cases) {
        const reply = await get(entry, role);
        if (role === "anonymous") {
          expect(reply.status, entry.name).toBe(302);
          expect(reply.headers.get("Location"), entry.name).toBe(`/salesman/login?${new URLSearchParams({ redirectTo: entry.path })}`);
        } else {
          expect(reply.status, `${entry.name} as ${role}`).toBe(allowedOn(entry, role) ? 200 : 403);
        }
      }
    });

    it(`POST every /office intent as ${role}`, async () => {
      // The dashboard takes no POST (Remix answers 405 before any loader or action runs).
      for (const entry of cases.filter((each) => each.route.action)) {
        for (const intent of [...entry.intents, "no-such-intent"]) {
          // Approve and review have no fields: they are walked on items that another test does not need as they are.
          if ((intent === "approve" || intent === "review") && allowed(role)) continue;
          // Neither have these (content, decision 0112): walked below, on things of their own.
          if (FIELDLESS.has(intent) && allowed(role)) continue;
          const reply = await post(entry, role, intent);
          const label = `${entry.name} ${intent} as ${role}`;
          if (role === "anonymous") expect(reply.status, label).toBe(302);
          else if (allowedOn(entry, role)) expect(reply.status, label).toBe(WITHOUT_FIELDS.has(intent) ? 302 : 400);
          else expect(reply.status, label).toBe(403);
        }
      }
    });
  }

  it("lets customer service and the administrator approve (the one intent without fields)", async () => {
    for (const [role, email] of [["service", "pending.fr@demo.test"], ["admin", "refused@demo.test"]] as const) {
      const id = await accountId(email);
      const reply = await settle(() => registration.action({ request: postForm(`/office/registrations/${id}`, { intent: "approve" }, { cookie: cookies.get(role) }), context: contextFor(), params: { accountId: String(id) } }));
      expect(reply.status, role).toBe(302);
      expect(reply.headers.get("Location")).toBe(`/office/registrations/${id}?notice=approved`);
    }
  });

  it("lets customer service and the administrator do the content intents without fields", async () => {
    for (const role of ["service", "admin"] as const) {
      const cookie = cookies.get(role);
      const unpublish = await settle(() => helpArticle.action({ request: postForm(`/office/content/help/${articleId}`, { intent: "unpublish" }, { cookie }), context: contextFor(), params: { id: String(articleId) } }));
      expect(unpublish.status, role).toBe(302);
      const discard = await settle(() => notices.action({ request: postForm("/office/content/notices?brand=aigostar-mx", { intent: "discard" }, { cookie }), context: contextFor(), params: {} }));
      expect(discard.status, role).toBe(302);
      // Deleting is walked on a banner of its own, so the demo's stay.
      const [own] = await db().insert(banners).values({ brandKey: "lumora", image: "banners/lumora/flash-sale.webp", title: { en: "Walked" }, href: "/lumoraHome" }).returning({ id: banners.id });
      const removed = await settle(() => banner.action({ request: postForm(`/office/content/banners/${own!.id}`, { intent: "delete" }, { cookie }), context: contextFor(), params: { id: String(own!.id) } }));
      expect(removed.status, role).toBe(302);
    }
    // The article is published again for the other tests.
    await db().update(helpArticles).set({ state: "published" }).where(eq(helpArticles.id, articleId));
  });

  it("lets customer service and the administrator decide the queues' items (the intents without fields)", async () => {
    const image = await settle(() => imageRequest.action({ request: postForm(`/office/images/${imageId}`, { intent: "approve" }, { cookie: cookies.get("service") }), context: contextFor(), params: { id: String(imageId) } }));
    expect(image.status).toBe(302);
    expect(image.headers.get("Location")).toBe(`/office/images/${imageId}?notice=approved`);
    for (const [role, intent] of [["admin", "review"], ["service", "approve"]] as const) {
      const reply = await settle(() => apiApplication.action({ request: postForm(`/office/api/${apiId}`, { intent }, { cookie: cookies.get(role) }), context: contextFor(), params: { id: String(apiId) } }));
      expect(reply.status, `${intent} as ${role}`).toBe(302);
      expect(reply.headers.get("Location")).toBe(`/office/api/${apiId}?notice=${intent}`);
    }
    for (const [role, intent] of [["service", "review"], ["admin", "approve"]] as const) {
      const reply = await settle(() => falconApplication.action({ request: postForm(`/office/falcon/${falconId}`, { intent }, { cookie: cookies.get(role) }), context: contextFor(), params: { id: String(falconId) } }));
      expect(reply.status, `${intent} as ${role}`).toBe(302);
      expect(reply.headers.get("Location")).toBe(`/office/falcon/${falconId}?notice=${intent}`);
    }
  });

  it("answers a script asking for JSON without a session with 401, not a redirect", async () => {
    const reply = await settle(() => dashboard.loader({ request: getRequest("/office", { headers: { Accept: "application/json" } }), context: contextFor(), params: {} }));
    expect(reply.status).toBe(401);
  });
});

describe("staff on the buyer's side (decision 0112)", () => {
  const buyerPages: [string, Route][] = [
    ["/cart", cart],
    ["/account", accountArea],
    ["/order/myOrder", myOrders],
    ["/downloadCenter", downloadCentre],
  ];

  it("answers customer service and the administrator 403 on the buyer's pages", async () => {
    for (const role of ["service", "admin"] as const) {
      for (const [path, route] of buyerPages) {
        const reply = await settle(() => route.loader({ request: getRequest(path, { cookie: cookies.get(role) }), context: contextFor(), params: {} }));
        expect(reply.status, `${path} as ${role}`).toBe(403);
      }
      const add = await settle(() => cartAdd.action!({ request: postForm("/cart/add", { productId: "1", quantity: "1" }, { cookie: cookies.get(role) }), context: contextFor(), params: {} }));
      expect(add.status, `cart add as ${role}`).toBe(403);
    }
  });

  it("shows staff the catalogue without a cart, and a header with the back office", async () => {
    const cookie = cookies.get("service");
    const list = await settle(() => productList.loader({ request: getRequest("/aigoStarProductList", { cookie }), context: contextFor(), params: {} }));
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.data)).not.toContain('"addKey"');
    const shell = (await settle(() => rootLoader({ request: getRequest("/aigoStarProductList", { cookie }), context: contextFor(), params: {} }))).data as Awaited<ReturnType<typeof rootLoader>>;
    expect(shell.viewer).toMatchObject({ role: "service", actingFor: null, awaitingApproval: false });
    expect(shell.cart).toBeNull();
  });
});

describe("staff on the catalogue's priced pages (decision 0112: as an anonymous visitor)", () => {
  const open = (route: Route, path: string, role: RoleName) => settle(() => route.loader({ request: getRequest(path, { cookie: cookies.get(role) }), context: contextFor(), params: {} }));

  it("sends customer service and the administrator from a product's page, and its fittings, to its public preview", async () => {
    for (const role of ["service", "admin"] as const) {
      for (const [route, path] of [[productPage, "/commodityDetail?goodsId=1&brand=aigostar"], [fittingsPage, "/commodityDetail/fittings?goodsId=1"]] as const) {
        const reply = await open(route, path, role);
        expect(reply.status, `${path} as ${role}`).toBe(302);
        expect(reply.headers.get("Location")).toBe("/preview/commodityDetail?goodsId=1&brand=aigostar");
      }
      const promotion = await open(promotionPage, "/promotionTheme?id=1", role);
      expect(promotion.headers.get("Location"), `promotion as ${role}`).toBe("/preview/promotionTheme?id=1");
    }
    // A buyer and a salesman keep the priced page.
    for (const role of ["buyer", "salesman"] as const) expect((await open(productPage, "/commodityDetail?goodsId=1&brand=aigostar", role)).status, role).toBe(200);
  });
});

describe("queries of the back office's pages (issue 15's way of counting)", () => {
  // The session, then the page: the dashboard's counts are one statement, a list its count and its
  // page, a registration its row and its history.
  const BUDGETS: [string, Route, Record<string, string>, number][] = [];

  it("stay few: the root's and the page's loaders together", async () => {
    BUDGETS.push(["/office", dashboard, {}, 2], ["/office/registrations?q=a", registrations, {}, 3], [`/office/registrations/${pendingId}`, registration, { accountId: String(pendingId) }, 3]);
    // The audit log: its staff filter's names, its count and its page; staff accounts: one statement each.
    BUDGETS.push(["/office/audit?account=demo&action=staff.create", auditLog, {}, 4], ["/office/staff", staffList, {}, 2], [`/office/staff/${formerId}`, staffAccount, { accountId: String(formerId) }, 2]);
    // An order list is one statement (its page with the count); an order its detail (lines, groups, flow) and its buyer with the returns.
    BUDGETS.push(["/office/orders?q=a", officeOrders, {}, 2], [`/office/orders/${orderId}`, officeOrder, { orderId: String(orderId) }, 3]);
    // Content: the session, then the topics and the articles; an article and the topics; a brand's notice versions; the banners; a banner.
    BUDGETS.push(
      ["/office/content/help?state=published", helpList, {}, 3],
      [`/office/content/help/${articleId}`, helpArticle, { id: String(articleId) }, 3],
      ["/office/content/help/new", helpNew, {}, 2],
      ["/office/content/notices?brand=aigostar", notices, {}, 2],
      ["/office/content/banners", bannerList, {}, 2],
      [`/office/content/banners/${bannerId}`, banner, { id: String(bannerId) }, 2],
      // The outlet: a brand's lots in one statement.
      ["/office/outlet?brand=aigostar", outletLots, {}, 2],
    );
    // The queues: a list its count and its page; an image request its row and the account's others;
    // an API application its row, its history and (approved) its live secret.
    BUDGETS.push(["/office/images?q=a", imageRequests, {}, 3], [`/office/images/${imageId}`, imageRequest, { id: String(imageId) }, 3], ["/office/api?q=a", apiApplicationsList, {}, 3], [`/office/api/${apiId}`, apiApplication, { id: String(apiId) }, 4]);
    for (const [path, route, params, budget] of BUDGETS) {
      const load = async () => {
        const request = getRequest(path, { cookie: cookies.get(path.startsWith("/office/staff") ? "admin" : "service") });
        const context = contextFor("localhost:3000", path);
        return countQueries(() => Promise.all([rootLoader, route.loader].map((loader) => settle(() => loader({ request, context, params })))), { keepText: true });
      };
      await load();
      const { result, count } = await load();
      expect(result.map((reply) => reply.status), path).toEqual([200, 200]);
      expect(count.queries, `${path} sent:\n${(count.statements ?? []).join("\n")}`).toBeLessThanOrEqual(budget);
    }
  });
});
