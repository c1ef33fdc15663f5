import { returnAnchor } from "./purchase-anchor";

/**
 * Every success notice the shop shows after a redirect (decisions 0016 and 0091), in one registry.
 * A redirect adds `?notice=<key>` (and the key's values, if it takes any) to the address; the page
 * of that scope reads it back with `noticeFrom` and shows the text in a `StatusNotice`. Only keys
 * listed here are shown and only whole numbers are read as values, so a crafted link cannot put
 * other text on the page. The `shell` scope is shown by the page shell on any page, so its keys
 * must not be used by a page scope (a test checks it).
 */
type ValueKind = "whole" | "signed" | "flag";
type NoticeSpec = { text: string; values?: Record<string, ValueKind> };

export const NOTICES = {
  /** Any page, shown by the shell's banner (common:notice.*). */
  shell: {
    passwordReset: { text: "common:notice.passwordReset" },
    passwordChanged: { text: "common:notice.passwordChanged" },
    linkSent: { text: "common:notice.linkSent" },
    arrivalNoticeSaved: { text: "common:notice.arrivalNoticeSaved" },
  },
  /** /account: the profile. */
  profile: {
    saved: { text: "profile:saved" },
  },
  /** /account/addresses: the address book. */
  addresses: {
    created: { text: "addresses:notice.created" },
    updated: { text: "addresses:notice.updated" },
    deleted: { text: "addresses:notice.deleted" },
    defaultSet: { text: "addresses:notice.defaultSet" },
  },
  /** /account/arrivalNotices: the buyer's arrival notices. */
  arrivalNotices: {
    cancelled: { text: "notices:notice.cancelled" },
  },
  /** /order/distributionPlans: the list of distribution plans. */
  plans: {
    deleted: { text: "plans:notices.deleted" },
  },
  /** /order/distributionDetail: one distribution plan. */
  plan: {
    saved: { text: "plans:notices.saved" },
  },
  /** /order/orderDetail: one order. */
  order: {
    cancelled: { text: "orders:detail.notice.cancelled" },
    labelAdded: { text: "orders:labels.notice.added" },
    labelReplaced: { text: "orders:labels.notice.replaced" },
    labelDeleted: { text: "orders:labels.notice.deleted" },
  },
  /** /order/shippingLabels: the account's shipping labels. */
  labels: {
    labelAdded: { text: "orders:labels.notice.added" },
  },
  /** /order/returnDetail: one return. */
  returnRecord: {
    trackingSaved: { text: "orders:returns.notice.trackingSaved" },
  },
  /** /downloadCenter and its records: a package asked for (with how many barcodes were left out), generated again, its links mailed. */
  downloads: {
    requested: { text: "downloads:done.requested" },
    priceList: { text: "downloads:done.priceList" },
    requestedSkipped: { text: "downloads:done.skipped", values: { count: "whole" } },
    redownload: { text: "downloads:done.redownload" },
    sent: { text: "downloads:done.sent" },
  },
  /** /downloadCenter/unwatermarked: the request for unwatermarked images. */
  permission: {
    sent: { text: "downloads:permission.sent" },
  },
  /** /account/apiApplication: the API application sent, changed, or corrected and sent again. */
  apiApplication: {
    submitted: { text: "apiaccess:notice.submitted" },
    saved: { text: "apiaccess:notice.saved" },
    resubmitted: { text: "apiaccess:notice.resubmitted" },
  },
  /** /lieyingProgram: the Falcon programme application sent, or sent again after a refusal. */
  falcon: {
    submitted: { text: "falcon:notice.submitted" },
    resubmitted: { text: "falcon:notice.resubmitted" },
  },
  /** /order/batchOrder: the buyer's pallets; a cancelled pallet's goods are now single lines (`lines` of them). */
  pallets: {
    cancelled: { text: "pallets:notices.cancelled", values: { lines: "whole" } },
    deleted: { text: "pallets:notices.deleted" },
  },
  /** /order/batchOrderDetail: one pallet (created, cartons added, a line changed or removed). */
  pallet: {
    created: { text: "pallets:notices.created" },
    renamed: { text: "pallets:notices.renamed" },
    added: { text: "pallets:notices.added", values: { cartons: "whole" } },
    updated: { text: "pallets:notices.updated" },
    removed: { text: "pallets:notices.removed" },
  },
  /**
   * /cart. After a quantity change that was rounded down (to a multiple or whole boxes), `updated`
   * also carries the line and the numbers; the cart says `cart:notices.reduced` (or `reducedBoxes`) then.
   */
  cart: {
    updated: { text: "cart:notices.updated", values: { line: "whole", reducedFrom: "whole", reducedTo: "whole", multiple: "whole" } },
    removed: { text: "cart:notices.removed" },
    checked: { text: "cart:notices.checked" },
    /** A combination's sets added (from its page): what was added and the group's sets now; capped: fewer, the group reached 9,999. */
    combinationAdded: { text: "combinations:notices.added", values: { sets: "whole", added: "whole" } },
    combinationCapped: { text: "combinations:notices.capped", values: { sets: "whole", added: "whole" } },
    combinationUpdated: { text: "combinations:notices.updated", values: { sets: "whole" } },
    combinationRemoved: { text: "combinations:notices.removed" },
    combinationConfirmed: { text: "combinations:notices.confirmed" },
    /** "Buy singly instead": how many items went to single lines, how many could not. */
    combinationSingly: { text: "combinations:notices.singly", values: { added: "whole", skipped: "whole" } },
  },
  /** /Scratch: units of an outlet lot added to the cart (and the line's units now). */
  outlet: {
    added: { text: "outlet:notices.added", values: { added: "whole", quantity: "whole" } },
  },
  /** /office/outlet: a lot created or closed. */
  officeOutlet: {
    created: { text: "outlet:office.notices.created" },
    closed: { text: "outlet:office.notices.closed" },
  },
} as const satisfies Record<string, Record<string, NoticeSpec>>;

export type NoticeScope = keyof typeof NOTICES;
export type NoticeKey<S extends NoticeScope> = keyof (typeof NOTICES)[S] & string;
/** The values a key takes (by name), each optional. */
export type NoticeValues<S extends NoticeScope, K extends NoticeKey<S>> = (typeof NOTICES)[S][K] extends { values: infer V } ? Partial<Record<keyof V & string, number>> : Record<string, never>;
/** A notice read from an address: its key, the translation key of its text, and the values it carried. */
export type Notice<S extends NoticeScope = NoticeScope> = { key: NoticeKey<S>; text: string; values: Record<string, number> };

const PATTERNS: Record<ValueKind, RegExp> = { whole: /^\d{1,9}$/, signed: /^-?\d{1,7}$/, flag: /^1$/ };

/** The value of a parameter if it has the kind's shape (a flag reads as 1), else null. */
function valueOf(params: URLSearchParams, name: string, kind: ValueKind): number | null {
  const raw = params.get(name);
  return raw !== null && PATTERNS[kind].test(raw) ? Number(raw) : null;
}

function specOf(scope: NoticeScope, key: string): NoticeSpec | null {
  const specs: Record<string, NoticeSpec> = NOTICES[scope];
  return Object.hasOwn(specs, key) ? specs[key]! : null;
}

/** The scope's notice in an address's query (`?notice=<key>` and its values), or null. Values that are missing or malformed are left out. */
export function noticeFrom<S extends NoticeScope>(scope: S, search: string): Notice<S> | null {
  const params = new URLSearchParams(search);
  const key = params.get("notice") ?? "";
  const spec = specOf(scope, key);
  if (!spec) return null;
  const values: Record<string, number> = {};
  for (const [name, kind] of Object.entries(spec.values ?? {})) {
    const value = valueOf(params, name, kind);
    if (value !== null) values[name] = value;
  }
  return { key: key as NoticeKey<S>, text: spec.text, values };
}

/** The path with `notice=<key>` (and the values the key takes) added to its query, before any #fragment. */
export function withNotice<S extends NoticeScope, K extends NoticeKey<S>>(path: string, scope: S, key: K, values?: NoticeValues<S, K>): string {
  const hashAt = path.indexOf("#");
  const [base, hash] = hashAt < 0 ? [path, ""] : [path.slice(0, hashAt), path.slice(hashAt)];
  const search = new URLSearchParams({ notice: key });
  const given: Partial<Record<string, number>> = values ?? {};
  for (const name of Object.keys(specOf(scope, key)?.values ?? {})) {
    if (given[name] !== undefined) search.set(name, String(given[name]));
  }
  return `${base}${base.includes("?") ? "&" : "?"}${search.toString()}${hash}`;
}

/**
 * The outcome of an add to cart without JavaScript (decisions 0026, 0083): the add redirects back
 * to the page the buyer was on with these values and no `notice=` key (the product's purchase
 * panel, not the page, says what happened: `catalogue:panel.added*`), and the product's anchor.
 * All three numbers are needed; `reduced=1` when the quantity was reduced to a multiple.
 */
export const ADDED_NOTICE = { added: "whole", addedQty: "signed", inCart: "whole", reduced: "flag" } as const satisfies Record<string, ValueKind>;

export type AddedNotice = { goodsId: number; quantity: number; inCart: number; reduced: boolean };

/** The same outcome as data, for the enhanced panel (a fetcher add, mode=fetch). */
export type AddedReply = { ok: true; goodsId: number; quantity: number; change: number; reducedFrom: number | null };

export function addedNoticeFrom(search: string): AddedNotice | null {
  const params = new URLSearchParams(search);
  const goodsId = valueOf(params, "added", ADDED_NOTICE.added);
  const quantity = valueOf(params, "addedQty", ADDED_NOTICE.addedQty);
  const inCart = valueOf(params, "inCart", ADDED_NOTICE.inCart);
  if (goodsId === null || quantity === null || inCart === null) return null;
  return { goodsId, quantity, inCart, reduced: valueOf(params, "reduced", ADDED_NOTICE.reduced) === 1 };
}

/** The address to go back to, with the notice (replacing an earlier one) and the product's anchor. */
export function withAddedNotice(path: string, notice: AddedNotice): string {
  const url = new URL(path, "http://same.invalid");
  for (const name of Object.keys(ADDED_NOTICE)) url.searchParams.delete(name);
  url.searchParams.set("added", String(notice.goodsId));
  url.searchParams.set("addedQty", String(notice.quantity));
  url.searchParams.set("inCart", String(notice.inCart));
  if (notice.reduced) url.searchParams.set("reduced", "1");
  return `${url.pathname}${url.search}#${returnAnchor(path, notice.goodsId)}`;
}
