import type { ShopClient } from "../client";
import { defaultSubmission, postForms } from "../forms";
import { CaseRecorder } from "../report";
import type { ShopRoute } from "../routes";

/** Where the owner's ids of a kind are listed, and how to find them in that page. */
export type IdSource = { list: string; pattern: RegExp; create?: (owner: ShopClient) => Promise<void> };

async function subscribeArrivalNotice(owner: ShopClient) {
  const list = await (await owner.get("/aigoStarProductList?show=soldOut")).text();
  const goodsId = /\/arrivalNotice\?goodsId=(\d+)/.exec(list)?.[1];
  if (!goodsId) throw new Error("no sold-out product with an arrival-notice link on the list");
  const path = `/arrivalNotice?goodsId=${goodsId}`;
  const form = postForms(await (await owner.get(path)).text(), path).find((candidate) => candidate.fields.some((field) => field.name === "quantity"));
  if (!form) throw new Error("no arrival-notice form");
  const fields = defaultSubmission(form).map(([name, value]): [string, string] => [name, name === "quantity" ? "5" : value]);
  await (await owner.post(form.action, fields)).arrayBuffer();
}

/** A product of the owner's brand list that can go into the cart. */
async function anyProduct(owner: ShopClient): Promise<string> {
  const list = await (await owner.get("/aigoStarProductList?show=inStock")).text();
  const goodsId = /<input type="hidden" name="goodsId" value="(\d+)"\/>/.exec(list)?.[1];
  if (!goodsId) throw new Error("no product with a purchase panel on the list");
  return goodsId;
}

async function savePlan(owner: ShopClient) {
  const goodsId = await anyProduct(owner);
  await (await owner.post("/cart/add", { goodsId, quantity: "1", redirectTo: "/cart" })).arrayBuffer();
  await (await owner.post("/cart/savePlan", { name: "Reliability plan" })).arrayBuffer();
}

async function importResult(owner: ShopClient): Promise<string> {
  const form = new FormData();
  form.append("intent", "typed");
  form.append("barcodes", "8400000000000:1");
  const response = await owner.postMultipart("/cart/import", form);
  await response.arrayBuffer();
  const id = /\/cart\/import\/(\d+)/.exec(response.headers.get("location") ?? "")?.[1];
  if (!id) throw new Error(`an import answered ${response.status} without a result page`);
  return id;
}

/** A shipping label on the owner's newest open order (a real one-page PDF), when he has none. */
async function uploadLabel(owner: ShopClient) {
  const { labelPdf } = await import("../../../scripts/demo/labels");
  const page = await (await owner.get("/order/shippingLabels")).text();
  const orderNumber = /<option value="(SO[^"]+)"/.exec(page)?.[1];
  if (!orderNumber) throw new Error("no open order to put a shipping label on");
  const form = new FormData();
  for (const [name, value] of [["intent", "upload"], ["orderNumber", orderNumber], ["carrierTag", "RELY"], ["trackingNumber", "RELY-1"]]) form.append(name!, value!);
  form.append("file", new Blob([new Uint8Array(await labelPdf({ carrierTag: "RELY", trackingNumber: "RELY-1", orderNumber }))], { type: "application/pdf" }), "rely.pdf");
  await (await owner.postMultipart("/order/shippingLabels", form)).arrayBuffer();
}

/** A pallet of the owner's (created when he has none). */
async function createPallet(owner: ShopClient) {
  await (await owner.post("/order/batchOrder", { intent: "create", type: "EUR", name: "Reliability pallet" })).arrayBuffer();
}

export const SOURCES: Record<string, IdSource> = {
  address: { list: "/account/addresses", pattern: /\/account\/addresses\/(\d+)/g },
  message: { list: "/account/messages", pattern: /\/account\/messages\/(\d+)/g },
  arrivalNotice: { list: "/account/arrivalNotices", pattern: /\/account\/arrivalNotices\/(\d+)\/cancel/g, create: subscribeArrivalNotice },
  order: { list: "/order/myOrder?status=submitted", pattern: /orderNumber=(SO\d+)/g },
  plan: { list: "/order/distributionPlans", pattern: /distributionDetail\?id=(\d+)/g, create: savePlan },
  pallet: { list: "/order/batchOrder", pattern: /batchOrderDetail\?id=(\d+)/g, create: createPallet },
  return: { list: "/order/returnRecords", pattern: /returnDetail\?id=(\d+)/g },
  label: { list: "/order/shippingLabels", pattern: /\/order\/shippingLabels\/(\d+)\/file/g, create: uploadLabel },
};

/** An id the owner gets by doing something first (the page it lands on names it). */
export type CreatedId = (owner: ShopClient, ids: (kind: keyof typeof SOURCES) => Promise<string[]>) => Promise<string>;

async function reorderResult(owner: ShopClient, ids: (kind: keyof typeof SOURCES) => Promise<string[]>): Promise<string> {
  const [orderNumber] = await ids("order");
  const response = await owner.post("/order/reorder", { orderNumber: orderNumber ?? "" });
  await response.arrayBuffer();
  const id = /[?&]id=(\d+)/.exec(response.headers.get("location") ?? "")?.[1];
  if (!id) throw new Error(`reorder answered ${response.status} without a result page`);
  return id;
}

/**
 * Routes that name the thing in the query string: the path, the parameter, where the owner's ids
 * come from, and the methods. Every route of the build is either here, in ID_ROUTES, or takes no
 * account data (the check below lists the ones that look like they do and are in neither).
 */
export const QUERY_ROUTES: Array<{ path: string; param: string; source: keyof typeof SOURCES | CreatedId; methods: Array<"GET" | "POST"> }> = [
  { path: "/order/orderDetail", param: "orderNumber", source: "order", methods: ["GET"] },
  { path: "/order/orderSuccess", param: "orderNumber", source: "order", methods: ["GET"] },
  { path: "/order/cancel", param: "orderNumber", source: "order", methods: ["GET", "POST"] },
  { path: "/order/invoice", param: "orderNumber", source: "order", methods: ["GET"] },
  { path: "/order/reorder", param: "id", source: reorderResult, methods: ["GET"] },
  { path: "/order/distributionDetail", param: "id", source: "plan", methods: ["GET", "POST"] },
  { path: "/order/distributionDetail/download", param: "id", source: "plan", methods: ["GET"] },
  { path: "/order/distributionDetail/delete", param: "id", source: "plan", methods: ["GET", "POST"] },
  { path: "/order/batchOrderDetail", param: "id", source: "pallet", methods: ["GET", "POST"] },
  { path: "/order/returnDetail", param: "id", source: "return", methods: ["GET", "POST"] },
];

/**
 * The download centre's records and files (another account's, a salesman's for another client and
 * signed out: cases/downloads.ts) and the JSON API, whose ids are read with a bearer token, never a
 * session (another brand's and account's: cases/api.ts).
 */
const DOWNLOAD_ROUTES = /^\/(downloadCenter|api\/v1\.0)\//;

/** The help centre's articles: public, named by a slug, no account's data (helpCentreAccessCase below). */
const PUBLIC_CONTENT_ROUTES = /^\/helpCenter\//;

/** The back office's routes: walked by role, not by owner (officeAccessCase below). */
const OFFICE_ROUTES = /^\/office(\/|$)/;

/**
 * Pages of account data that take no id (lists, forms of one's own). The pallet list's cancel and
 * delete name a pallet in their form: another account's is a 404 (app/routes/order.batchOrder route
 * tests). A combination's id names a set the brand offers, not the account's.
 */
const NO_ID = /^\/(account|cart|order\/(myOrder|orderConfirm|excel|distributionPlans|batchOrder$|BatchOrderCompose$|BatchOrderDetailCompose$|returnRecords$|shippingLabels$)|salesman)/;

/** Every route with an id in its path, the kind of thing the id names, and the methods it answers. */
export const ID_ROUTES: Record<string, { source: keyof typeof SOURCES | (() => CreatedId); methods: Array<"GET" | "POST"> }> = {
  "/cart/import/:id": { source: () => importResult, methods: ["GET"] },
  "/account/addresses/:id": { source: "address", methods: ["GET"] },
  "/account/addresses/:id/default": { source: "address", methods: ["POST"] },
  "/account/addresses/:id/delete": { source: "address", methods: ["GET", "POST"] },
  "/account/addresses/:id/edit": { source: "address", methods: ["GET", "POST"] },
  "/account/messages/:id": { source: "message", methods: ["GET"] },
  "/account/arrivalNotices/:id/cancel": { source: "arrivalNotice", methods: ["GET", "POST"] },
  "/order/shippingLabels/:id/file": { source: "label", methods: ["GET"] },
};

export async function ownedIds(owner: ShopClient, source: IdSource): Promise<string[]> {
  const find = async () => [...new Set([...(await (await owner.get(source.list)).text()).matchAll(source.pattern)].map((match) => match[1]!))];
  let ids = await find();
  if (ids.length === 0 && source.create) {
    await source.create(owner);
    ids = await find();
  }
  return ids;
}

/**
 * Every route that takes an id, asked by another account for the owner's thing, answers 404 —
 * by GET and by POST (the owner's own form, sent by the other account) — and the thing is untouched.
 */
export async function foreignIdCase(owner: ShopClient, other: ShopClient, routes: ShopRoute[]) {
  const recorder = new CaseRecorder("access: another account's ids → 404");
  const cache = new Map<string, string[]>();
  for (const route of routes.filter((candidate) => candidate.params.length > 0 && !DOWNLOAD_ROUTES.test(candidate.path) && !OFFICE_ROUTES.test(candidate.path) && !PUBLIC_CONTENT_ROUTES.test(candidate.path))) {
    const spec = ID_ROUTES[route.path];
    if (!spec) {
      recorder.check(false, () => `${route.path}: no access case for this route (add it to tests/reliability/cases/access.ts)`);
      continue;
    }
    const source = typeof spec.source === "string" ? SOURCES[spec.source]! : null;
    let id: string | undefined;
    if (typeof spec.source === "string") {
      if (!cache.has(spec.source)) cache.set(spec.source, await ownedIds(owner, source!));
      id = cache.get(spec.source)![0];
    } else id = await spec.source()(owner, async () => []);
    if (!id) {
      recorder.check(false, () => `${route.path}: the owner has nothing to try`);
      continue;
    }
    const path = route.path.replace(/:\w+/g, id);
    for (const method of spec.methods) {
      let fields: Array<[string, string]> = [["intent", "x"]];
      if (method === "POST" && route.hasLoader) {
        const form = postForms(await (await owner.get(path)).text(), path).find((candidate) => candidate.action.startsWith(path) || candidate.action === "");
        if (form) fields = defaultSubmission(form);
      }
      const response = method === "GET" ? await other.get(path) : await other.post(path, fields);
      await response.arrayBuffer();
      recorder.check(response.status === 404, () => `${method} ${path} by another account answered ${response.status}`);
    }
    if (source) {
      const listed = (await (await owner.get(source.list)).text()).match(source.pattern) ?? [];
      recorder.check(listed.some((link) => link.includes(id)), () => `${route.path}: the owner's ${String(spec.source)} ${id} is gone after another account's requests`);
    }
  }
  const ids = async (kind: keyof typeof SOURCES) => {
    if (!cache.has(kind)) cache.set(kind, await ownedIds(owner, SOURCES[kind]!));
    return cache.get(kind)!;
  };
  for (const spec of QUERY_ROUTES) {
    if (!routes.some((route) => route.path === spec.path)) {
      recorder.check(false, () => `${spec.path}: listed in the access cases but not a route of the build`);
      continue;
    }
    const id = typeof spec.source === "string" ? (await ids(spec.source))[0] : await spec.source(owner, ids);
    if (!id) {
      recorder.check(false, () => `${spec.path}: the owner has nothing to try`);
      continue;
    }
    const path = `${spec.path}?${new URLSearchParams({ [spec.param]: id })}`;
    const mine = await owner.get(path);
    await mine.arrayBuffer();
    recorder.check(mine.status === 200, () => `GET ${path} by its owner answered ${mine.status}`);
    for (const method of spec.methods) {
      let fields: Array<[string, string]> = [[spec.param, id]];
      if (method === "POST") {
        const form = postForms(await (await owner.get(path)).text(), path).find((candidate) => candidate.action.startsWith(spec.path));
        if (form) fields = defaultSubmission(form).map(([name, value]): [string, string] => [name, value || (name === "reason" ? "mistake" : value)]);
      }
      const response = method === "GET" ? await other.get(path) : await other.post(path, fields);
      await response.arrayBuffer();
      recorder.check(response.status === 404, () => `${method} ${path} by another account answered ${response.status}`);
    }
  }
  const covered = new Set([...Object.keys(ID_ROUTES), ...QUERY_ROUTES.map((spec) => spec.path)]);
  for (const route of routes) {
    if (route.params.length > 0 || covered.has(route.path) || NO_ID.test(route.path)) continue;
    if (/^\/order\//.test(route.path)) recorder.check(false, () => `${route.path}: an order route with no access case (add it to tests/reliability/cases/access.ts)`);
  }
  return recorder.result();
}

/** Where the back office's ids come from (a list a staff member opens), by route parameter; `intent`: what an unknown id is posted (one without fields). */
const OFFICE_IDS: Record<string, { list: string; pattern: RegExp; intent?: string }> = {
  "/office/registrations/:accountId": { list: "/office/registrations", pattern: /\/office\/registrations\/(\d+)/ },
  "/office/staff/:accountId": { list: "/office/staff", pattern: /\/office\/staff\/(\d+)/, intent: "disable" },
  "/office/orders/:orderId": { list: "/office/orders", pattern: /\/office\/orders\/(\d+)/ },
  "/office/content/help/:id": { list: "/office/content/help", pattern: /\/office\/content\/help\/(\d+)/ },
  "/office/content/banners/:id": { list: "/office/content/banners", pattern: /\/office\/content\/banners\/(\d+)/ },
  "/office/images/:id": { list: "/office/images?state=approved", pattern: /\/office\/images\/(\d+)/ },
  "/office/api/:id": { list: "/office/api?tab=approved", pattern: /\/office\/api\/(\d+)/ },
  "/office/falcon/:id": { list: "/office/falcon?tab=approved", pattern: /\/office\/falcon\/(\d+)/ },
};

/** The administrator's alone (decision 0112): customer service gets 403 there. */
const ADMIN_ONLY = /^\/office\/staff(\/|$)/;

/**
 * Every back-office route (decision 0112), by role: signed out → the office sign-in; a buyer and a
 * salesman → 403, by GET and by POST; customer service → the page; an unknown id → 404 (GET and
 * POST). A foreign Origin is refused before any route runs (foreignOriginCase walks these too).
 */
export async function officeAccessCase(clients: { anonymous: ShopClient; buyer: ShopClient; salesman: ShopClient; service: ShopClient; admin: ShopClient }, routes: ShopRoute[]) {
  const recorder = new CaseRecorder("access: back office by role → 403, unknown ids → 404");
  const office = routes.filter((route) => OFFICE_ROUTES.test(route.path));
  recorder.check(office.length > 0, () => "no /office route in the build");
  for (const route of office) {
    let path = route.path;
    // Who may open the route: the administrator on the staff accounts, customer service elsewhere.
    const adminOnly = ADMIN_ONLY.test(route.path);
    const staff = adminOnly ? clients.admin : clients.service;
    const who = adminOnly ? "the administrator" : "customer service";
    if (route.params.length > 0) {
      const source = OFFICE_IDS[route.path];
      if (!source) {
        recorder.check(false, () => `${route.path}: no back-office access case for this route (add it to OFFICE_IDS in tests/reliability/cases/access.ts)`);
        continue;
      }
      const id = source.pattern.exec(await (await staff.get(source.list)).text())?.[1];
      if (!id) {
        recorder.check(false, () => `${route.path}: ${who} has nothing to try`);
        continue;
      }
      path = route.path.replace(/:\w+/g, id);
      for (const method of ["GET", "POST"] as const) {
        if (method === "POST" && !route.hasAction) continue;
        const unknown = route.path.replace(/:\w+/g, "2000000000");
        const response = method === "GET" ? await staff.get(unknown) : await staff.post(unknown, { intent: source.intent ?? "approve" });
        await response.arrayBuffer();
        recorder.check(response.status === 404, () => `${method} ${unknown} by ${who} answered ${response.status}`);
      }
    }
    if (route.hasLoader) {
      const anonymous = await clients.anonymous.get(path);
      await anonymous.arrayBuffer();
      const location = anonymous.headers.get("location") ?? "";
      recorder.check(anonymous.status === 302 && location.startsWith("/salesman/login?redirectTo="), () => `GET ${path} signed out answered ${anonymous.status} ${location}`);
      const mine = await staff.get(path);
      await mine.arrayBuffer();
      recorder.check(mine.status === 200, () => `GET ${path} by ${who} answered ${mine.status}`);
    }
    const foreign = [["buyer", clients.buyer], ["salesman", clients.salesman], ...(adminOnly ? [["customer service", clients.service] as const] : [])] as const;
    for (const [role, client] of foreign) {
      if (route.hasLoader) {
        const response = await client.get(path);
        await response.arrayBuffer();
        recorder.check(response.status === 403, () => `GET ${path} by a ${role} answered ${response.status}`);
      }
      if (route.hasAction) {
        // The approve of a registration, the one form without fields: refused before it is read.
        const response = await client.post(path, { intent: "approve" });
        await response.arrayBuffer();
        recorder.check(response.status === 403, () => `POST ${path} by a ${role} answered ${response.status}`);
      }
    }
  }
  return recorder.result();
}

/** The account line of a price list workbook (its second heading row), and its product rows. */
async function workbookAccount(response: Response): Promise<{ account: string; rows: number }> {
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const sheet = workbook.worksheets[0]!;
  return { account: String(sheet.getCell("A2").value), rows: sheet.rowCount };
}

/**
 * Price lists and the cart's quotation (decision 0113) take no id: the account is the session's.
 * Signed out → sign-in; customer service → 403; a buyer's list asked with another account's id in
 * the query is his own list still, and not the other's.
 */
export async function priceListAccessCase(clients: { anonymous: ShopClient; buyer: ShopClient; other: ShopClient; service: ShopClient }) {
  const recorder = new CaseRecorder("access: price lists and quotations → the session's account only");
  const paths = ["/downloadCenter/priceList", "/downloadCenter/priceList/file?format=xlsx", "/cart/quotation"];
  for (const path of paths) {
    const anonymous = await clients.anonymous.get(path);
    await anonymous.arrayBuffer();
    recorder.check(anonymous.status === 302 && (anonymous.headers.get("location") ?? "").startsWith("/login"), () => `GET ${path} signed out answered ${anonymous.status}`);
    const staff = await clients.service.get(path);
    await staff.arrayBuffer();
    recorder.check(staff.status === 403, () => `GET ${path} by customer service answered ${staff.status}`);
  }
  const staffPost = await clients.service.post("/downloadCenter/priceList", { format: "xlsx" });
  await staffPost.arrayBuffer();
  recorder.check(staffPost.status === 403, () => `POST /downloadCenter/priceList by customer service answered ${staffPost.status}`);
  const own = await workbookAccount(await clients.buyer.get("/downloadCenter/priceList/file?format=xlsx"));
  const others = await workbookAccount(await clients.other.get("/downloadCenter/priceList/file?format=xlsx"));
  recorder.check(own.account !== others.account, () => `two accounts' price lists name the same account: ${own.account}`);
  for (const name of ["accountId", "clientId", "companyId", "account"]) {
    const asked = await workbookAccount(await clients.buyer.get(`/downloadCenter/priceList/file?format=xlsx&${name}=1`));
    recorder.check(asked.account === own.account && asked.rows === own.rows, () => `?${name}=1 changed the buyer's price list: ${asked.account}`);
  }
  return recorder.result();
}

/**
 * The help centre (decision 0114) is public: a published article of every brand opens for anyone;
 * an unknown slug, a draft and another brand's article are the 404 page, signed in or not. The user
 * notice is a signed-in buyer's: signed out → sign-in, customer service → 403.
 */
export async function helpCentreAccessCase(clients: { anonymous: ShopClient; buyer: ShopClient; service: ShopClient }) {
  const recorder = new CaseRecorder("access: help centre articles by slug, the user notice by role");
  const cases: Array<[string, number]> = [
    ["/helpCenter", 200],
    ["/helpCenter/how-to-order", 200],
    ["/helpCenter/no-such-article", 404],
    // The demo's draft, and Nobleza's own article asked on Aigostar's host.
    ["/helpCenter/full-pallets", 404],
    ["/helpCenter/nobleza-range", 404],
    ["/helpCenter/..%2F..%2Fetc%2Fpasswd", 404],
    [`/helpCenter/${"a".repeat(81)}`, 404],
  ];
  for (const [path, expected] of cases) {
    for (const [who, client] of [["signed out", clients.anonymous], ["a buyer", clients.buyer]] as const) {
      const response = await client.get(path);
      await response.arrayBuffer();
      recorder.check(response.status === expected, () => `GET ${path} by ${who} answered ${response.status}, not ${expected}`);
    }
  }
  const anonymous = await clients.anonymous.get("/userNotice");
  await anonymous.arrayBuffer();
  recorder.check(anonymous.status === 302 && (anonymous.headers.get("location") ?? "").startsWith("/login"), () => `GET /userNotice signed out answered ${anonymous.status}`);
  for (const [method, send] of [["GET", () => clients.service.get("/userNotice")], ["POST", () => clients.service.post("/userNotice", { notice: "1" })]] as const) {
    const response = await send();
    await response.arrayBuffer();
    recorder.check(response.status === 403, () => `${method} /userNotice by customer service answered ${response.status}`);
  }
  return recorder.result();
}
