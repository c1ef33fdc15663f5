import fs from "node:fs";
import path from "node:path";
import type { Language } from "../../app/i18n/languages";
import { type PreparedIds, RECORDS_ACCOUNT, RECORDS_LANGUAGES, REFUSED_ACCOUNT, REFUSED_LANGUAGES, type SweepIds } from "./state";

/** Who opens the page: nobody signed in, a demo buyer, the demo salesman, or the back office's staff (customer service, the administrator). */
export type Who = "visitor" | "buyer" | "salesman" | "service" | "admin";

export type Visit = {
  /** The route module (folder or file name under app/routes, without extension) this visit renders. */
  route: string;
  /** A short name for the test title. */
  name: string;
  who: Who;
  host?: string;
  path: (ids: SweepIds, shared: PreparedIds) => string;
  /** Where the page ends up, when the address redirects (a sign-in redirect must not pass for the page). */
  landsOn?: string;
  /** The HTTP status the page answers with (200 unless told). */
  status?: number;
  /** A form submitted empty: this button is pressed and the page waits for the error summary. */
  submit?: string;
  /** The page is the answer to this form post, sent from the page at `path` (as a browser without JavaScript does). */
  post?: { action: (ids: SweepIds, shared: PreparedIds) => string; fields: (ids: SweepIds) => Record<string, string> };
  /** Signed in as this demo account instead of the worker's buyer (its visits run one after another in one worker). */
  account?: string;
  /** Only in these languages (all nine unless told): the account may use no others. */
  languages?: readonly Language[];
  /** In quick mode too, in all nine languages; and in the 320 px and forced-colours passes (decision 0085). */
  main?: boolean;
};

const enc = encodeURIComponent;

/** The visits of the buyer with download records in every state. */
const RECORDS = { who: "buyer", account: RECORDS_ACCOUNT, languages: RECORDS_LANGUAGES } as const;

/**
 * Every page of the shop, in the state a user sees it (real ids from the demo data, see
 * prepare.setup.ts). coverage.spec.ts fails when app/routes has a route that is neither here nor in
 * NOT_PAGES below.
 */
export const VISITS: Visit[] = [
  // Public pages.
  { route: "login", name: "login", who: "visitor", path: () => "/login", main: true },
  { route: "login", name: "login, submitted empty", who: "visitor", path: () => "/login", submit: 'button[name="intent"][value="signIn"]:not([hidden])' },
  { route: "register", name: "register", who: "visitor", path: () => "/register" },
  { route: "register", name: "register, submitted empty", who: "visitor", path: () => "/register", submit: 'main form[method="post"] button[type="submit"]' },
  { route: "forget", name: "forgotten password", who: "visitor", path: () => "/forget" },
  { route: "ResetPwd", name: "reset password (valid link)", who: "visitor", path: (_ids, shared) => `/ResetPwd?token=${enc(shared.resetToken)}` },
  { route: "ResetPwd", name: "reset password (expired link)", who: "visitor", path: () => "/ResetPwd?token=expired" },
  { route: "confirmEmail", name: "confirm email (ask for a link)", who: "visitor", path: () => "/confirmEmail" },
  { route: "confirmEmail", name: "confirm email (expired link)", who: "visitor", path: () => "/confirmEmail?token=expired" },
  { route: "successEmail", name: "confirmation mail sent", who: "visitor", path: () => "/successEmail" },
  { route: "successTips", name: "email confirmed", who: "visitor", path: () => "/successTips" },
  { route: "preview.commodityDetail", name: "product preview", who: "visitor", path: (ids) => `/preview/commodityDetail?goodsId=${ids.productId}` },
  { route: "preview.promotionTheme", name: "promotion preview", who: "visitor", path: (_ids, shared) => `/preview/promotionTheme?id=${shared.themeId}` },
  { route: "salesman.login", name: "salesman login", who: "visitor", path: () => "/salesman/login" },
  { route: "api.[v1.0].docs", name: "API reference", who: "visitor", path: () => "/api/v1.0/docs" },
  { route: "$", name: "page not found", who: "visitor", path: () => "/no-such-page", status: 404 },
  { route: "$", name: "page not found, signed in", who: "buyer", path: () => "/no-such-page", status: 404 },

  // Catalogue.
  { route: "_index", name: "home", who: "buyer", path: () => "/", main: true },
  { route: "noblezaHome", name: "Nobleza home", who: "buyer", host: "nobleza.localhost", path: () => "/noblezaHome" },
  { route: "ubathlifeHome", name: "uBathLife home", who: "buyer", host: "ubathlife.localhost", path: () => "/ubathlifeHome" },
  { route: "lumoraHome", name: "Lumora home", who: "buyer", host: "lumora.localhost", path: () => "/lumoraHome" },
  { route: "_index", name: "Aigostar México home", who: "buyer", host: "mx.localhost", path: () => "/" },
  { route: "productList", name: "product list", who: "buyer", path: () => "/productList", landsOn: "/aigoStarProductList" },
  { route: "aigoStarProductList", name: "Aigostar product list", who: "buyer", path: () => "/aigoStarProductList", main: true },
  { route: "noblezaProductList", name: "Nobleza product list", who: "buyer", host: "nobleza.localhost", path: () => "/noblezaProductList" },
  { route: "searchResult", name: "search result", who: "buyer", path: () => "/searchResult?keyword=a" },
  { route: "commodityDetail", name: "product detail", who: "buyer", path: (ids) => `/commodityDetail?goodsId=${ids.productId}`, main: true },
  { route: "commodityDetail", name: "product detail, sold out", who: "buyer", path: (ids) => `/commodityDetail?goodsId=${ids.soldOutId}` },
  { route: "commodityDetail_.fittings", name: "product fittings", who: "buyer", path: (ids) => `/commodityDetail/fittings?goodsId=${ids.productId}` },
  { route: "newArrivals", name: "new arrivals", who: "buyer", path: () => "/newArrivals" },
  { route: "ArrivalsDetail", name: "arrivals of a day", who: "buyer", path: (_ids, shared) => shared.arrivalsDetail },
  { route: "promotionTheme", name: "promotion themes", who: "buyer", path: () => "/promotionTheme" },
  { route: "promotionTheme", name: "promotion theme", who: "buyer", path: (_ids, shared) => `/promotionTheme?id=${shared.themeId}` },
  { route: "arrivalNotice", name: "arrival notice form", who: "buyer", path: (ids) => `/arrivalNotice?goodsId=${ids.soldOutId}` },
  // The sales ranking (decision 0114): public cards for a visitor, the list's cards for a buyer; an unknown category answers 404 with the chooser.
  { route: "TojRanking", name: "sales ranking, signed out", who: "visitor", path: () => "/TojRanking" },
  { route: "TojRanking", name: "sales ranking", who: "buyer", path: () => "/TojRanking?period=year" },
  { route: "TojRanking", name: "sales ranking, unknown category", who: "buyer", path: () => "/TojRanking?category=2000000000", status: 404 },
  // The outlet, the Falcon programme and the help centre (decision 0114).
  { route: "Scratch", name: "outlet, signed out", who: "visitor", path: () => "/Scratch" },
  { route: "Scratch", name: "outlet", who: "buyer", path: () => "/Scratch?grade=B" },
  { route: "lieyingProgram", name: "Falcon programme, signed out", who: "visitor", path: () => "/lieyingProgram" },
  { route: "lieyingProgram", name: "Falcon programme", who: "buyer", path: () => "/lieyingProgram" },
  // buyer.gb has no application (buyer.fr's demo one is under review: no form), and an empty one is only refused.
  { route: "lieyingProgram", name: "Falcon application, submitted empty", who: "buyer", account: "buyer.gb@demo.test", path: () => "/lieyingProgram", submit: '#falcon-application button[type="submit"][name="intent"]' },
  { route: "helpCenter._index", name: "help centre", who: "visitor", path: () => "/helpCenter" },
  { route: "helpCenter._index", name: "help centre search", who: "buyer", path: () => "/helpCenter?q=order" },
  { route: "helpCenter.$slug", name: "help article", who: "visitor", path: () => "/helpCenter/how-to-order" },
  { route: "userNotice", name: "user notice", who: "buyer", path: () => "/userNotice?redirectTo=%2Fcart" },

  // Cart and orders.
  { route: "cart", name: "cart", who: "buyer", path: () => "/cart", main: true },
  {
    route: "cart_.add",
    name: "add to cart refused (no quantity)",
    who: "buyer",
    path: () => "/cart",
    post: { action: () => "/cart/add", fields: (ids) => ({ goodsId: ids.productId, quantity: "", redirectTo: "/cart" }) },
  },
  { route: "cart_.remove", name: "remove a cart line", who: "buyer", path: (ids) => `/cart/remove?goodsId=${ids.productId}` },
  { route: "cart_.import", name: "import barcodes", who: "buyer", path: () => "/cart/import" },
  { route: "cart_.import_.$id", name: "import result", who: "buyer", path: (ids) => `/cart/import/${ids.importId}` },
  { route: "cart_.savePlan", name: "save a plan", who: "buyer", path: () => "/cart/savePlan" },
  { route: "order.orderConfirm", name: "order confirmation", who: "buyer", path: () => "/order/orderConfirm", main: true },
  { route: "order.orderSuccess", name: "order placed", who: "buyer", path: (ids) => `/order/orderSuccess?orderNumber=${enc(ids.orderNumber)}` },
  { route: "order.myOrder", name: "order list", who: "buyer", path: () => "/order/myOrder" },
  { route: "order.orderDetail", name: "order detail", who: "buyer", path: (ids) => `/order/orderDetail?orderNumber=${enc(ids.orderNumber)}` },
  { route: "order.returnRecords", name: "returns", who: "buyer", path: () => "/order/returnRecords" },
  { route: "order.returnDetail", name: "a return", who: "buyer", path: (ids) => `/order/returnDetail?id=${ids.returnId}` },
  { route: "order.shippingLabels", name: "shipping labels", who: "buyer", path: () => "/order/shippingLabels" },
  { route: "order.cancel", name: "cancel an order", who: "buyer", path: (ids) => `/order/cancel?orderNumber=${enc(ids.cancellable)}` },
  { route: "order.reorder", name: "reorder result", who: "buyer", path: (ids) => `/order/reorder?id=${ids.reorderId}` },
  { route: "order.distributionPlans", name: "distribution plans", who: "buyer", path: () => "/order/distributionPlans" },
  { route: "order.distributionDetail", name: "distribution plan", who: "buyer", path: (ids) => `/order/distributionDetail?id=${ids.planId}` },
  { route: "order.distributionDetail_.delete", name: "delete a plan", who: "buyer", path: (ids) => `/order/distributionDetail/delete?id=${ids.planId}` },
  // Combinations and pallets (decision 0108): the demo gives the pallets to the buyer with records.
  { route: "order.BatchOrderCompose", name: "combinations", who: "buyer", path: () => "/order/BatchOrderCompose" },
  { route: "order.BatchOrderDetailCompose", name: "combination", who: "buyer", path: (ids) => `/order/BatchOrderDetailCompose?id=${ids.combinationId}` },
  { route: "order.batchOrder", name: "pallets", ...RECORDS, path: () => "/order/batchOrder" },
  { route: "order.batchOrderDetail", name: "pallet", ...RECORDS, path: (_ids, shared) => `/order/batchOrderDetail?id=${shared.palletId}` },

  // Account.
  { route: "account._index", name: "profile", who: "buyer", path: () => "/account" },
  { route: "account.addresses._index", name: "address book", who: "buyer", path: () => "/account/addresses" },
  { route: "account.addresses.new", name: "new address", who: "buyer", path: () => "/account/addresses/new" },
  { route: "account.addresses.new", name: "new address, submitted empty", who: "buyer", path: () => "/account/addresses/new", submit: 'main form[method="post"] button[type="submit"]' },
  { route: "account.addresses.$id", name: "address", who: "buyer", path: (ids) => `/account/addresses/${ids.addressId}` },
  { route: "account.addresses.$id_.edit", name: "edit an address", who: "buyer", path: (ids) => `/account/addresses/${ids.addressId}/edit` },
  { route: "account.addresses.$id_.delete", name: "delete an address", who: "buyer", path: (ids) => `/account/addresses/${ids.addressId}/delete` },
  { route: "account.arrivalNotices._index", name: "arrival notices", who: "buyer", path: () => "/account/arrivalNotices" },
  { route: "account.arrivalNotices.$id_.cancel", name: "cancel an arrival notice", who: "buyer", path: (ids) => `/account/arrivalNotices/${ids.noticeId}/cancel` },
  { route: "account.history", name: "browsing history", who: "buyer", path: () => "/account/history" },
  { route: "account.messages._index", name: "messages", who: "buyer", path: () => "/account/messages" },
  { route: "account.messages.$id", name: "message", who: "buyer", path: (ids) => `/account/messages/${ids.messageId}` },
  { route: "account.password", name: "change password", who: "buyer", path: () => "/account/password" },
  { route: "account.password", name: "change password, submitted empty", who: "buyer", path: () => "/account/password", submit: 'main form[method="post"] button[type="submit"]' },
  // API access (decision 0107): the sweep's buyers have none (buyer.gb) or a submitted one (buyer.fr); buyer.es's is approved, buyer.it's under review.
  { route: "account.apiApplication", name: "API access", who: "buyer", path: () => "/account/apiApplication" },
  {
    route: "account.apiApplication",
    name: "API access, refused form",
    who: "buyer",
    path: () => "/account/apiApplication",
    post: { action: () => "/account/apiApplication", fields: () => ({ intent: "submit", companyName: "", shopUrl: "javascript:alert(1)", dataWanted: "other" }) },
  },
  { route: "account.apiApplication", name: "API access, approved", ...RECORDS, path: () => "/account/apiApplication" },
  { route: "account.apiApplication", name: "API access, rotating the secret", ...RECORDS, path: () => "/account/apiApplication?confirm=rotate" },
  { route: "account.apiApplication", name: "API access, under review", who: "buyer", account: REFUSED_ACCOUNT, languages: REFUSED_LANGUAGES, path: () => "/account/apiApplication" },
  { route: "account.apiApplication", name: "API access, salesman for a client", who: "salesman", path: () => "/account/apiApplication" },

  // Download centre (decision 0103).
  { route: "downloadCenter", name: "download centre", who: "buyer", path: () => "/downloadCenter", main: true },
  { route: "downloadCenter", name: "download centre, category submitted empty", who: "buyer", path: () => "/downloadCenter", submit: '#category button[type="submit"]' },
  { route: "downloadCenter_.records", name: "download records", who: "buyer", path: () => "/downloadCenter/records" },
  { route: "downloadCenter_.records", name: "cart download history", who: "buyer", path: () => "/downloadCenter/records?source=cart" },
  { route: "downloadCenter_.unwatermarked", name: "unwatermarked images", who: "buyer", path: () => "/downloadCenter/unwatermarked" },
  { route: "downloadCenter_.guide", name: "download centre guide", who: "buyer", path: () => "/downloadCenter/guide" },
  { route: "downloadCenter_.priceList", name: "price list form", who: "buyer", path: () => "/downloadCenter/priceList" },
  {
    route: "downloadCenter_.priceList",
    name: "price list form refused (a category not the brand's)",
    who: "buyer",
    path: () => "/downloadCenter/priceList",
    post: { action: () => "/downloadCenter/priceList", fields: () => ({ category: "2000000000", format: "pdf" }) },
  },
  { route: "downloadCenter_.unwatermarked", name: "unwatermarked images, refused with a reason", who: "buyer", account: REFUSED_ACCOUNT, languages: REFUSED_LANGUAGES, path: () => "/downloadCenter/unwatermarked" },
  // A buyer with records in every state: their files, links, copy and send buttons, remarks, "Generate again".
  { route: "downloadCenter", name: "download centre, records in every state", ...RECORDS, path: () => "/downloadCenter" },
  { route: "downloadCenter_.records", name: "download records in every state", ...RECORDS, path: () => "/downloadCenter/records" },
  {
    route: "downloadCenter_.records_.$id.redownload",
    name: "generate again refused (the files are still valid)",
    ...RECORDS,
    path: () => "/downloadCenter/records",
    post: { action: (_ids, shared) => `/downloadCenter/records/${shared.records.done}/redownload`, fields: () => ({ redirectTo: "/downloadCenter/records" }) },
  },
  {
    route: "downloadCenter_.records_.$id.send",
    name: "send by email refused (the files have expired)",
    ...RECORDS,
    path: () => "/downloadCenter/records",
    post: { action: (_ids, shared) => `/downloadCenter/records/${shared.records.expired}/send`, fields: () => ({ redirectTo: "/downloadCenter/records" }) },
  },

  // Office.
  { route: "salesman.clients", name: "salesman's clients", who: "salesman", path: () => "/salesman/clients" },

  // Back office (decision 0112): customer service's pages, the administrator's staff pages.
  { route: "office._index", name: "back office", who: "service", path: () => "/office" },
  { route: "office.orders._index", name: "office orders", who: "service", path: () => "/office/orders" },
  { route: "office.orders.$orderId", name: "office order", who: "service", path: (_ids, shared) => `/office/orders/${shared.office.orderId}` },
  { route: "office.images._index", name: "office image requests", who: "service", path: () => "/office/images" },
  { route: "office.images.$id", name: "office image request", who: "service", path: (_ids, shared) => `/office/images/${shared.office.imageId}` },
  { route: "office.api._index", name: "office API applications", who: "service", path: () => "/office/api" },
  { route: "office.falcon._index", name: "office Falcon applications", who: "service", path: () => "/office/falcon" },
  { route: "office.falcon.$id", name: "office Falcon application", who: "service", path: (_ids, shared) => `/office/falcon/${shared.office.falconId}` },
  { route: "office.outlet", name: "office outlet lots", who: "service", path: () => "/office/outlet" },
  { route: "office.api.$id", name: "office API application", who: "service", path: (_ids, shared) => `/office/api/${shared.office.apiId}` },
  { route: "office.content.banners._index", name: "office banners", who: "service", path: () => "/office/content/banners" },
  { route: "office.content.banners.new", name: "office new banner", who: "service", path: () => "/office/content/banners/new" },
  { route: "office.content.banners.$id", name: "office banner", who: "service", path: (_ids, shared) => `/office/content/banners/${shared.office.bannerId}` },
  { route: "office.content.help._index", name: "office help articles", who: "service", path: () => "/office/content/help" },
  { route: "office.content.help.new", name: "office new help article", who: "service", path: () => "/office/content/help/new" },
  { route: "office.content.help.$id", name: "office help article", who: "service", path: (_ids, shared) => `/office/content/help/${shared.office.helpId}` },
  { route: "office.content.notices", name: "office user notices", who: "service", path: () => "/office/content/notices" },
  { route: "office.audit", name: "office audit log", who: "service", path: () => "/office/audit" },
  { route: "office.registrations._index", name: "office registrations", who: "service", path: () => "/office/registrations" },
  { route: "office.registrations.$accountId", name: "office registration", who: "service", path: (_ids, shared) => `/office/registrations/${shared.office.registrationId}` },
  { route: "office.staff._index", name: "office staff", who: "admin", path: () => "/office/staff" },
  { route: "office.staff.$accountId", name: "office staff member", who: "admin", path: (_ids, shared) => `/office/staff/${shared.office.staffId}` },
];

/** Routes that are not pages a user sees, each with the reason. */
export const NOT_PAGES: Record<string, string> = {
  account: "layout of the account pages: rendered (and checked) with each account.* page",
  "account.addresses.$id_.default": "POST-only action (make an address the default); its GET redirects to the address book",
  "account.addresses.regions": "resource route: JSON list of regions for the address form",
  "api.[v1.0].web.log": "resource route: POST endpoint for browser error logs",
  "api.[v1.0].oauth.token": "JSON API: the token endpoint (POST, RFC 6749)",
  "api.[v1.0].openapi[.json]": "JSON API: the OpenAPI document",
  "api.[v1.0].products": "JSON API resource (bearer token)",
  "api.[v1.0].products_.$id": "JSON API resource (bearer token)",
  "api.[v1.0].products_.$id_.images": "JSON API resource (bearer token)",
  "api.[v1.0].products_.$id_.images_.$n": "JSON API: a picture's bytes (bearer token)",
  "api.[v1.0].products_.$id_.documents.$documentId": "JSON API: a document's bytes (bearer token)",
  "api.[v1.0].products_.$id_.stock": "JSON API resource (bearer token)",
  "api.[v1.0].stock": "JSON API resource (bearer token)",
  "api.[v1.0].categories": "JSON API resource (bearer token)",
  "api.[v1.0].$": "JSON API: 404 in the envelope for any other address below /api/v1.0",
  healthz: "resource route: health check for the load balancer",
  language: "POST action of the language switcher; its GET redirects home",
  "login_.code[.png]": "resource route: the sign-in code image",
  logout: "POST action: signs out and redirects",
  "order.distributionDetail_.download": "download: the plan as a spreadsheet",
  "order.excel": "download: the order list as a spreadsheet",
  "order.invoice": "download: an order's invoice as a PDF",
  "downloadCenter_.files.$token": "download: a file of a download package (zip part or video)",
  "downloadCenter_.priceList_.file": "download: the account's price list as .xlsx or PDF (decision 0113)",
  "cart_.quotation": "download: the cart's quotation as a PDF (decision 0113)",
  "order.shippingLabels_.$id.file": "download: a shipping label's PDF (decision 0114)",
};

/** Route ids under app/routes, as Remix names them (file name without extension, or folder name). */
export function appRoutes(dir = path.resolve("app/routes")): string[] {
  return fs
    .readdirSync(dir)
    .filter((name) => !name.startsWith(".") && !/\.test\.tsx?$/.test(name))
    .map((name) => name.replace(/\.tsx?$/, ""))
    .sort();
}
